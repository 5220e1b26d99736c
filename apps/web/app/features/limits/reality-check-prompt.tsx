import type { RealityCheck } from '@croupier/contracts/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { logout } from '../auth/logout.ts';
import { playerCall } from '../profile/player-client.ts';

const path = '/api/player/limits/reality-check';
/** Browsers run long timers late or early; a check a minute is enough to be on time. */
const longestWaitMs = 60_000;

/**
 * The reality check (UKGC RTS 13, decision 0012): when the interval the player chose has passed, a dialog
 * shows how long this session has lasted and the net position, and stays until the player acknowledges
 * it, goes to their limits, or logs out. A native modal dialog keeps focus inside and the page inert;
 * Escape does not dismiss it, because the acknowledgement is the point.
 */
export function RealityCheckPrompt() {
  const { t, path: localPath } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [check, setCheck] = useState<RealityCheck | undefined>();
  const [due, setDue] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await playerCall<RealityCheck>('GET', path);
    if (answer.ok) setCheck(answer.data);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!check?.dueAt || due) return;
    const dueAt = Date.parse(check.dueAt);
    const timer = window.setTimeout(
      () => {
        if (Date.now() >= dueAt) void load().then(() => setDue(true));
        else setCheck({ ...check });
      },
      Math.min(Math.max(dueAt - Date.now(), 0), longestWaitMs),
    );
    return () => window.clearTimeout(timer);
  }, [check, due, load]);

  useEffect(() => {
    const element = dialog.current;
    if (due && element && !element.open) element.showModal();
  }, [due]);

  const acknowledge = async (then?: () => void) => {
    setBusy(true);
    const answer = await playerCall<RealityCheck>('POST', `${path}/acknowledge`);
    setBusy(false);
    if (!answer.ok) return;
    dialog.current?.close();
    setDue(false);
    setCheck(answer.data);
    then?.();
  };

  if (!check) return null;
  const hours = Math.floor(check.sessionMinutes / 60);
  const minutes = check.sessionMinutes % 60;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-body"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-raised p-6 text-text shadow-sheet backdrop:bg-black/70"
    >
      <h2 id="reality-check-title" className="font-semibold text-lg">
        {t('limits.realityCheck.promptTitle')}
      </h2>
      <div id="reality-check-body" className="mt-3 flex flex-col gap-2 text-sm">
        <p>{t('limits.realityCheck.promptTime', { hours, minutes })}</p>
        <p>
          {check.netPosition === null
            ? t('limits.realityCheck.promptNoBets')
            : t('limits.realityCheck.promptNet', { amount: check.netPosition })}
        </p>
        <p className="text-muted">{t('limits.realityCheck.promptHint')}</p>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          disabled={busy}
          onClick={() => void acknowledge()}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-control bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60"
        >
          {t('limits.realityCheck.continue')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void acknowledge(() => window.location.assign(localPath('/profile/limits')))}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-control border border-line px-5 font-semibold hover:bg-overlay disabled:opacity-60"
        >
          {t('limits.realityCheck.toLimits')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void acknowledge(() => void logout())}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-control px-5 font-semibold text-muted hover:bg-overlay hover:text-text disabled:opacity-60"
        >
          {t('limits.realityCheck.logout')}
        </button>
      </div>
    </dialog>
  );
}
