import type { SportsbookSession } from '@croupier/contracts/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { activeAccount, reloadAccounts, useAccounts } from '../accounts/accounts-store.ts';
import { playerApi } from '../auth/api-client.ts';
import { frameRequestOf, frameSource, renewalDelayMs, type SiteMessage, siteMessage } from './frame-protocol.ts';

/**
 * The configured sportsbook in a frame (decision 0136). The frame is drawn in the browser once the player's
 * account is known, so its address carries the currency and it loads once. Messages are taken only from the
 * frame's own window and origin, and sent only to that origin (frame-protocol.ts). A player's session token is
 * asked for when the frame is ready, when the chosen currency changes and two minutes before it ends; a login or
 * logout in another tab reloads this one (SessionSync), which starts over. Balances go both ways: the frame's
 * bet placed or settled reads the accounts again, and every change of the account (realtime accountUpdated)
 * is passed to the frame.
 */
export function SportsbookFrame(props: { host: string; clientId: string; loggedIn: boolean }) {
  const { t, locale, path } = useI18n();
  const navigate = useNavigate();
  const modals = useModals();
  const accounts = useAccounts(props.loggedIn);
  const account = props.loggedIn ? activeAccount(accounts) : undefined;
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const frameOrigin = new URL(props.host).origin;
  const [source, setSource] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState(false);
  const currency = account?.currency;
  const waitingForAccount = props.loggedIn && accounts.status !== 'ready' && accounts.status !== 'failed';

  useEffect(() => {
    if (source || waitingForAccount) return;
    setSource(frameSource({ host: props.host, clientId: props.clientId, locale, ...(currency ? { currency } : {}) }));
  }, [source, waitingForAccount, props.host, props.clientId, locale, currency]);

  const post = useCallback(
    (message: SiteMessage) => frame.current?.contentWindow?.postMessage(siteMessage(message), frameOrigin),
    [frameOrigin],
  );

  const balance = account ? account.balance + account.bonusBalance : undefined;
  const sendBalance = useCallback(() => {
    if (ready.current && currency && balance !== undefined) post({ type: 'balance', balance, currency });
  }, [post, currency, balance]);

  const [expiresAt, setExpiresAt] = useState<string | undefined>(undefined);
  const sendSession = useCallback(async () => {
    if (!ready.current) return;
    if (!props.loggedIn || !currency) {
      post({ type: 'session', token: null, currency: null, expiresAt: null });
      return;
    }
    const answer = await playerApi<SportsbookSession>({
      method: 'POST',
      path: '/api/game/sportsbook/session',
      body: { currency },
    });
    setRefused(!answer.ok);
    if (!answer.ok) {
      post({ type: 'session', token: null, currency: null, expiresAt: null });
      return;
    }
    post({ type: 'session', ...answer.data });
    setExpiresAt(answer.data.expiresAt);
  }, [post, props.loggedIn, currency]);

  // A new currency (or the account arriving) is a new session; the frame gets the token in that currency.
  useEffect(() => {
    void sendSession();
  }, [sendSession]);

  useEffect(() => {
    sendBalance();
  }, [sendBalance]);

  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setTimeout(() => void sendSession(), renewalDelayMs(expiresAt, Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt, sendSession]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      const request = frameRequestOf(event.data);
      if (request === 'ready') {
        ready.current = true;
        void sendSession().then(sendBalance);
      } else if (request === 'login' || (request === 'deposit' && !props.loggedIn)) {
        navigate(path('/login'));
      } else if (request === 'signup') {
        navigate(path('/sign-up'));
      } else if (request === 'deposit') {
        modals.open('wallet', {}, { queryValue: 'deposit' });
      } else if (request === 'bet-placed' || request === 'bet-settled') {
        void reloadAccounts();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, sendSession, sendBalance, navigate, path, modals, props.loggedIn]);

  return (
    <section aria-label={t('pages.sports.frameTitle')} className="flex flex-col gap-3">
      {refused ? (
        <p role="status" className="rounded-card border border-warning/40 bg-raised px-4 py-3 text-sm text-text">
          {t('pages.sports.betsUnavailable')}
        </p>
      ) : null}
      {source ? (
        <iframe
          ref={frame}
          src={source}
          title={t('pages.sports.frameTitle')}
          data-testid="sportsbook-frame"
          // Scripts and its own origin's calls, nothing more: it may not navigate the site, open windows or
          // download; it asks the site to (login, sign-up, deposit).
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="strict-origin"
          className="h-[calc(100dvh-11rem)] min-h-[36rem] w-full rounded-card border border-line bg-surface"
        />
      ) : (
        <div
          role="status"
          aria-label={t('pages.sports.loading')}
          className="h-[calc(100dvh-11rem)] min-h-[36rem] w-full animate-pulse rounded-card border border-line bg-surface"
        />
      )}
    </section>
  );
}
