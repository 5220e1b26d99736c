import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { ModalFrame } from '../../ui/modal/modal-frame.tsx';
import { mobileBreakpoint, modalMotion, modalZIndex, narrowQuery } from '../../ui/modal/modal-logic.ts';
import type { ModalName } from '../../ui/modal/modal-names.ts';
import { modalDefinition } from './registry.ts';

export interface OpenModal {
  key: number;
  name: ModalName;
  props: Record<string, unknown>;
  queryValue: string | undefined;
  /** Element that had focus when the modal opened; focus goes back there on close. */
  opener: HTMLElement | null;
}

function subscribeViewport(notify: () => void) {
  const media = window.matchMedia(narrowQuery);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

/** Viewport width class for the transition rule; the server renders no modals, so any value works there. */
function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribeViewport,
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}

/** Page scroll stays put while any modal is open; the scrollbar gap is kept so nothing jumps sideways. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (gap > 0) root.style.paddingRight = `${gap}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

export function ModalHost({ stack, onClose }: { stack: OpenModal[]; onClose(name: ModalName): void }) {
  useScrollLock(stack.length > 0);
  // The viewport is read only while a modal is open: read during hydration, its server value (wide) differs on a
  // phone and would cost every page a synchronous re-render right after hydrating.
  return stack.length > 0 ? <OpenModals stack={stack} onClose={onClose} /> : null;
}

function OpenModals({ stack, onClose }: { stack: OpenModal[]; onClose(name: ModalName): void }) {
  const narrow = useNarrowViewport();
  return (
    <>
      {stack.map((modal, index) => {
        const definition = modalDefinition(modal.name);
        const Body = definition.component;
        if (!Body) return null;
        const titleId = `modal-${modal.name}-title`;
        const close = () => onClose(modal.name);
        return (
          <ModalFrame
            key={modal.key}
            name={modal.name}
            titleId={titleId}
            zIndex={modalZIndex(index)}
            motion={modalMotion(definition.transition, narrow ? 0 : mobileBreakpoint)}
            narrow={narrow}
            size={definition.size ?? 'default'}
            dismissible={definition.dismissible}
            top={index === stack.length - 1}
            onClose={close}
          >
            <Suspense fallback={<ModalLoading titleId={titleId} />}>
              <Body props={modal.props} queryValue={modal.queryValue} close={close} titleId={titleId} />
            </Suspense>
          </ModalFrame>
        );
      })}
    </>
  );
}

function ModalLoading({ titleId }: { titleId: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center" aria-busy="true">
      <span id={titleId} className="sr-only" />
      <span className="size-8 animate-spin rounded-full border-2 border-line border-t-accent" />
    </div>
  );
}
