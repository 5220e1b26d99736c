import { type RefObject, useEffect } from 'react';

/**
 * While `open`, a press outside `panel` closes it, and Escape closes it and gives focus back to the button
 * that opened it: the header's menus and popovers behave alike.
 */
export function useDismissable(
  open: boolean,
  close: () => void,
  refs: { panel: RefObject<HTMLElement | null>; button: RefObject<HTMLElement | null> },
): void {
  const { panel, button } = refs;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, panel, button]);
}
