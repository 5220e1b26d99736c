import type { SessionItem } from '@croupier/contracts/player';
import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { endSession, loginPath, playerApi } from '../auth/api-client.ts';
import { LocalTime } from './local-time.tsx';

/** The session list (S1.3-16, S1.7-39): every login is a session, newest use first; each can be closed. */
export function SessionList(props: { sessions: SessionItem[] }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [closing, setClosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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

  return (
    <>
      {failed ? (
        <p role="alert" className="text-danger text-sm">
          {t('profile.somethingWrong')}
        </p>
      ) : null}
      {props.sessions.length === 0 ? (
        <p className="text-muted">{t('profile.history.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {props.sessions.map((session) => (
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
    </>
  );
}
