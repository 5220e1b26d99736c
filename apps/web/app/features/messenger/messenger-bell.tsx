import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { importWithMessages } from '../../i18n/lazy-messages.ts';
import { useDismissable } from '../../ui/use-dismissable.ts';
import { BellIcon } from './bell-icon.tsx';
import { usePopoverMessages } from './messenger-api.ts';
import { MessengerLive } from './messenger-live.tsx';

const loadPopover = () => importWithMessages(['messenger'], () => import('./messenger-popover.tsx'));
const MessengerPopover = lazy(loadPopover);

/** What the top bar loads for a player: the bell and the live part (new messages and their alert). */
export default function Messenger() {
  return (
    <>
      <MessengerBell />
      <MessengerLive />
    </>
  );
}

/**
 * The header's messenger (spec 02 §4, §9): a bell with the unread count of the popover's read (page 1, 3
 * per page, meta.totalUnread) and the popover itself, whose code loads on the first hover, focus or click:
 * the header is in every page's first load.
 */
function MessengerBell() {
  const { t, locale } = useI18n();
  const messages = usePopoverMessages(true, locale);
  const unread = messages.data?.meta.totalUnread ?? 0;
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  const hide = useCallback(() => setOpen(false), []);
  useDismissable(open, hide, { panel, button });

  const label = unread > 0 ? t('messenger.bell.unread', { count: unread }) : t('messenger.bell.label');
  return (
    <div ref={panel} data-testid="messenger" className="relative flex items-center">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={label}
        title={label}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-10 place-items-center rounded-full text-muted transition-colors duration-quick hover:bg-raised hover:text-text"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            data-testid="messenger-unread"
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-accent px-1 font-semibold text-[0.6875rem] text-on-accent tabular-nums leading-none"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MessengerPopover id={popoverId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
