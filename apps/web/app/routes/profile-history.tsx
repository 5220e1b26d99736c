import { type SessionItem, sessionListSchema } from '@croupier/contracts/player';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { endSession, loginPath, playerApi } from '../features/auth/api-client.ts';
import { LocalTime } from '../features/profile/local-time.tsx';
import { playerData } from '../features/profile/player-api.server.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/profile-history';

const perPage = 10;

/** The session list (S1.3-16, S1.7-39): every login is a session, newest use first, paged by ?page=. */
export async function loader(args: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(new URL(args.request.url).searchParams.get('page')) || 1));
  return playerData(args, `/api/player/sessions?page=${page}&perPage=${perPage}`, sessionListSchema);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [closing, setClosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { data: sessions, meta } = loaderData;

  // S1.3-17, S1.7-40: closing another session ends it there; closing this one is a logout.
  const close = async (session: SessionItem) => {
    setClosing(session.id);
    setFailed(false);
    const answer = await playerApi({ method: 'PUT', path: `/api/player/sessions/${session.id}/close` });
    if (answer.ok && session.current) {
      endSession();
      window.location.assign(loginPath());
      return;
    }
    setClosing(null);
    if (answer.ok) void revalidator.revalidate();
    else setFailed(true);
  };

  const pageLink = (page: number) => (page > 1 ? `?page=${page}` : '?');
  return (
    <main className="flex flex-col gap-6">
      <SectionHeader title={t('profile.history.title')} intro={t('profile.history.intro')} />
      <Panel title={t('profile.history.sessions')} id="sessions">
        {failed ? (
          <p role="alert" className="text-danger text-sm">
            {t('profile.somethingWrong')}
          </p>
        ) : null}
        {sessions.length === 0 ? (
          <p className="text-muted">{t('profile.history.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sessions.map((session) => (
              <li
                key={session.id}
                data-testid="session-row"
                className={`flex flex-col gap-3 rounded-control border bg-raised p-4 sm:flex-row sm:items-center ${session.current ? 'border-accent/60' : 'border-line'}`}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-text">
                    {t(`profile.history.device.${session.device}`)} · {session.browser} · {session.os}
                    {session.current ? (
                      <span className="rounded-full bg-accent/15 px-2 py-0.5 font-semibold text-accent text-xs">
                        {t('profile.history.current')}
                      </span>
                    ) : null}
                  </p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                    <dt>{t('profile.history.ip')}</dt>
                    <dd className="tabular text-text">
                      {session.ip}
                      {session.country ? ` · ${session.country}` : ''}
                    </dd>
                    <dt>{t('profile.history.loggedIn')}</dt>
                    <dd className="text-text">
                      <LocalTime value={session.createdAt} />
                    </dd>
                    <dt>{t('profile.history.lastSeen')}</dt>
                    <dd className="text-text">
                      <LocalTime value={session.lastSeenAt} />
                    </dd>
                  </dl>
                </div>
                <Button
                  disabled={closing !== null}
                  onClick={() => void close(session)}
                  variant="secondary"
                  // Ending a session is a small loss: it turns to the danger colour on hover.
                  className="px-4 text-sm hover:border-danger hover:text-danger"
                >
                  {session.current ? t('profile.history.logoutHere') : t('profile.history.close')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {meta.totalPages > 1 ? (
          <nav aria-label={t('profile.history.paging')} className="flex items-center justify-between gap-3">
            {meta.page > 1 ? (
              <Link to={pageLink(meta.page - 1)} className="font-semibold text-accent">
                {t('profile.history.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-muted text-sm">
              {t('profile.history.page', { page: meta.page, pages: meta.totalPages })}
            </span>
            {meta.page < meta.totalPages ? (
              <Link to={pageLink(meta.page + 1)} className="font-semibold text-accent">
                {t('profile.history.next')}
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
