import { Button } from '@croupier/ui/button';
import { Link, useSearchParams } from 'react-router';
import { MessageItem } from '../features/messenger/message-item.tsx';
import { listPerPage, readMessages } from '../features/messenger/messenger-api.ts';
import { useReadCommands } from '../features/messenger/use-read-commands.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useLive } from '../platform/api/live-cache.ts';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['messenger', 'pages'];

/**
 * Every message of the player, newest first, 10 a page by ?page= (the profile layout requires login;
 * decision 0079). Read in the browser through the live cache, so a new message or a read in the popover
 * shows here at once.
 */
export default function Page() {
  const { t, locale } = useI18n();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Math.min(10_000, Number(searchParams.get('page')) || 1));
  const messages = useLive(['messenger', 'list', locale, page], () => readMessages(page, listPerPage, locale), {
    dropUnused: true,
  });
  const unread = messages.data?.meta.totalUnread ?? 0;
  const totalPages = messages.data?.meta.totalPages ?? 1;

  const { busy, failed, readOne, readAll } = useReadCommands();
  const pageLink = (to: number) => (to > 1 ? `?page=${to}` : '?');

  return (
    <main className="flex flex-col gap-6">
      <SectionHeader
        title={t('messenger.title')}
        intro={t('messenger.intro')}
        actions={
          <Button variant="secondary" size="sm" disabled={busy || unread === 0} onClick={readAll}>
            {t('messenger.readAll')}
          </Button>
        }
      />
      <Panel>
        <p className="text-muted text-sm" aria-live="polite">
          {unread > 0 ? t('messenger.unreadCount', { count: unread }) : t('messenger.allRead')}
        </p>
        {failed ? (
          <p role="alert" className="text-danger text-sm">
            {t('messenger.failed')}
          </p>
        ) : null}
        {messages.status === 'loading' ? (
          <ul aria-busy="true" className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-control bg-raised" />
            ))}
          </ul>
        ) : messages.status === 'failed' ? (
          <p role="alert" className="text-danger">
            {t('messenger.loadFailed')}
          </p>
        ) : messages.data && messages.data.data.length > 0 ? (
          <ul data-testid="message-list" className="flex flex-col gap-1">
            {messages.data.data.map((message) => (
              <MessageItem key={message.id} message={message} onRead={readOne} readLabel={t('messenger.markRead')} />
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-muted">{t('messenger.empty')}</p>
        )}
        {totalPages > 1 ? (
          <nav aria-label={t('messenger.pages')} className="flex items-center justify-between gap-3 text-sm">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} className="font-semibold text-accent underline-offset-4 hover:underline">
                {t('messenger.newer')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-muted tabular-nums">{t('messenger.pageOf', { page, pages: totalPages })}</span>
            {page < totalPages ? (
              <Link to={pageLink(page + 1)} className="font-semibold text-accent underline-offset-4 hover:underline">
                {t('messenger.older')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Panel>
    </main>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
