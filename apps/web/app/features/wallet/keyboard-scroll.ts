import { type FocusEvent, useEffect, useRef } from 'react';
import { narrowQuery } from '../../ui/modal/modal-logic.ts';

/** Spec 02 §9: how long a typed field waits for the on-screen keyboard before it scrolls back into view. */
export const keyboardScrollDelayMs = 3000;

/**
 * On a phone the on-screen keyboard that opens for a typed field shrinks the viewport and can cover the
 * field. Once the keyboard has settled, the field still focused is brought back into the middle of the view
 * (decision 0149). Selects and date pickers open the system's own picker, not a keyboard, so they are left
 * alone.
 */
export function useKeyboardScroll(): { onFocus(event: FocusEvent<HTMLElement>): void; onBlur(): void } {
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    onFocus(event) {
      cancel();
      const field = event.currentTarget;
      if (!window.matchMedia(narrowQuery).matches) return;
      timer.current = window.setTimeout(() => {
        if (document.activeElement === field) field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }, keyboardScrollDelayMs);
    },
    onBlur: cancel,
  };
}
