import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { MessageItem } from './message-item.tsx';
import { usePopoverMessages } from './messenger-api.ts';
import { useReadCommands } from './use-read-commands.ts';

/**
 * The header's popover (spec 02 §4, §9): the newest 3 messages (page 1), reading one by choosing it, reading
 * all, and the way to the whole list. Loaded only when the bell is first used.
 */
export default function MessengerPopover(props: { id: string; onClose(): void }) {
  const { t, locale } = useI18n();
  const messages = usePopoverMessages(true, locale);
  const page = messages.data;
  const unread = page?.meta.totalUnread ?? 0;

  const { busy, failed, readOne, readAll } = useReadCommands();

  return (
    <section
      id={props.id}
      aria-label={t('messenger.title')}
      data-testid="messenger-popover"
      className="fixed inset-x-3 top-16 z-40 mt-2 flex flex-col gap-2 rounded-card border border-line bg-surface p-3 shadow-sheet sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:w-96"
    >
      <header className="flex items-center justify-between gap-3 px-1">
        <h2 className="font-semibold text-text">
          {t('messenger.title')}
          {unread > 0 ? (
            <span className="ml-2 font-normal text-muted text-sm tabular-nums">
              {t('messenger.unreadCount', { count: unread })}
            </span>
          ) : null}
        </h2>
        <Button variant="ghost" size="sm" disabled={busy || unread === 0} onClick={readAll}>
          {t('messenger.readAll')}
        </Button>
      </header>
      {failed ? (
        <p role="alert" className="px-1 text-danger text-sm">
          {t('messenger.failed')}
        </p>
      ) : null}
      {messages.status === 'loading' ? (
        <ul aria-busy="true" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-16 animate-pulse rounded-control bg-raised" />
          ))}
        </ul>
      ) : messages.status === 'failed' ? (
        <p role="alert" className="px-1 py-4 text-danger text-sm">
          {t('messenger.loadFailed')}
        </p>
      ) : page && page.data.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {page.data.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              compact
              onRead={readOne}
              readLabel={t('messenger.markRead')}
            />
          ))}
        </ul>
      ) : (
        <p className="px-1 py-6 text-center text-muted text-sm">{t('messenger.empty')}</p>
      )}
      <SiteLink
        to="/profile/messages"
        onClick={props.onClose}
        className="rounded-control px-3 py-2 text-center font-semibold text-accent text-sm underline-offset-4 hover:underline"
      >
        {t('messenger.seeAll')}
      </SiteLink>
    </section>
  );
}
