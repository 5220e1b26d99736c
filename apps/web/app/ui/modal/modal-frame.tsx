import { type ReactNode, useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { focusablesIn, trapTab } from './focus.ts';
import type { ModalMotion } from './modal-logic.ts';

interface FrameProps {
  name: string;
  titleId: string;
  zIndex: number;
  motion: ModalMotion;
  narrow: boolean;
  size: 'default' | 'wide' | 'screen';
  dismissible: boolean;
  /** Only the top-most modal answers Escape and traps Tab. */
  top: boolean;
  onClose(): void;
  children: ReactNode;
}

// Entry motion uses @starting-style, so it needs no script and is cut short by prefers-reduced-motion.
const motionClass: Record<ModalMotion, string> = {
  fade: 'starting:opacity-0',
  sheet: 'starting:translate-y-full',
  zoom: 'starting:opacity-0 starting:scale-95 starting:translate-y-2',
};

const widths: Record<FrameProps['size'], string> = {
  default: 'max-w-lg',
  wide: 'max-w-3xl',
  screen: 'max-w-xl h-[52rem]',
};

export function ModalFrame(props: FrameProps) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const { top, dismissible, onClose } = props;

  // Focus moves into the dialog on open: the first control after the close button, else the panel.
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const focusFirst = () => {
      const first = focusablesIn(root).find((el) => !el.dataset.modalClose);
      if (first) first.focus({ preventScroll: true });
      return first !== undefined;
    };
    if (focusFirst()) return;
    root.focus({ preventScroll: true });
    // Bodies load lazily: once one renders its controls, move focus in unless the visitor already did.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== root) observer.disconnect();
      else if (focusFirst()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!top) return;
    const onKey = (event: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
      if (event.key === 'Escape') {
        // The wallet and other non-dismissible modals ignore Escape (spec 02 §2).
        if (dismissible) {
          event.preventDefault();
          onClose();
        }
        return;
      }
      trapTab(event, root);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [top, dismissible, onClose]);

  const layout = props.narrow ? 'items-end' : 'items-center justify-center p-6';
  // 'screen' (the wallet) fills a narrow viewport and keeps one height on wide ones, so switching its
  // screens does not make the dialog jump.
  const panelShape = props.narrow
    ? props.size === 'screen'
      ? 'w-full h-dvh'
      : 'w-full max-h-[92dvh] rounded-t-sheet'
    : `w-full ${widths[props.size]} max-h-[88dvh] rounded-sheet`;

  return (
    <div className={`fixed inset-0 flex ${layout}`} style={{ zIndex: props.zIndex }} data-modal={props.name}>
      {/* The backdrop is a mouse affordance only; keyboard users have Escape and the close button. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-ink/75 backdrop-blur-sm transition-opacity duration-base starting:opacity-0"
        onClick={dismissible ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.titleId}
        tabIndex={-1}
        className={`relative flex flex-col overflow-y-auto overscroll-contain border border-line bg-surface shadow-sheet outline-none transition-[opacity,transform] duration-slow ease-out-quick ${panelShape} ${motionClass[props.motion]}`}
      >
        {props.narrow && props.size !== 'screen' ? (
          <span
            aria-hidden="true"
            className="-translate-x-1/2 absolute top-2 left-1/2 z-10 h-1 w-10 rounded-full bg-text/30"
          />
        ) : null}
        {dismissible ? (
          <button
            type="button"
            data-modal-close="true"
            onClick={onClose}
            aria-label={t('modals.close')}
            className="absolute top-3 right-3 z-10 grid size-10 place-items-center rounded-full bg-ink/40 text-text backdrop-blur transition-colors duration-quick hover:bg-raised"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        {props.children}
      </div>
    </div>
  );
}
