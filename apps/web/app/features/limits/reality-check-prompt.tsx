import type { RealityCheck } from '@croupier/contracts/limits';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { useAccounts } from '../accounts/accounts-store.ts';
import { playerApi } from '../auth/api-client.ts';
import { logout } from '../auth/logout.ts';
import { serverNow } from '../auth/token-expiry.ts';

const path = '/api/player/limits/reality-check';
/** Browsers run long timers late or early; a check a minute is enough to be on time. */
const longestWaitMs = 60_000;
/** Set when a tab acknowledges; the other tabs of the session re-read the state and close their prompt. */
const acknowledgedKey = 'croupier:reality-check-acknowledged';

function announceAcknowledged(): void {
  try {
    window.localStorage.setItem(acknowledgedKey, String(Date.now()));
  } catch {
    // Without storage the other tabs find out when their own answer is refused as no longer due.
  }
}

/**
 * The reality check (UKGC RTS 13, decisions 0012 and 0021): when the interval the player chose has passed,
 * a dialog shows how long this session has lasted and the net position, and stays until the player
 * acknowledges it, goes to their limits, or logs out. A native modal dialog keeps focus inside and the page inert;
 * Escape does not dismiss it, because the acknowledgement is the point.
 */
export function RealityCheckPrompt() {
  const { t, path: localPath } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [check, setCheck] = useState<RealityCheck | undefined>();
  const [due, setDue] = useState(false);
  // The header loads the currencies with the accounts; the net position is formatted with them.
  const { currencies } = useAccounts(true);
  const [busy, setBusy] = useState(false);

  // `open` mirrors `due` for the dialog's close event, which must tell our own close from a forced one.
  const open = useRef(false);

  const load = useCallback(async (): Promise<RealityCheck | undefined> => {
    const answer = await playerApi<RealityCheck>({ path });
    if (!answer.ok) return undefined;
    setCheck(answer.data);
    return answer.data;
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Judged on the server's clock (learned from its tokens), which also decides whether an answer counts.
  useEffect(() => {
    if (!check?.dueAt || due) return;
    const dueAt = Date.parse(check.dueAt);
    const timer = window.setTimeout(
      () => {
        if (serverNow() < dueAt) {
          setCheck({ ...check });
          return;
        }
        // Re-read first: the session time is shown as of now, and another tab may have answered already.
        void load().then((fresh) => {
          if (fresh?.dueAt && Date.parse(fresh.dueAt) <= serverNow()) setDue(true);
        });
      },
      Math.min(Math.max(dueAt - serverNow(), 0), longestWaitMs),
    );
    return () => window.clearTimeout(timer);
  }, [check, due, load]);

  useEffect(() => {
    const element = dialog.current;
    open.current = due;
    if (due && element && !element.open) element.showModal();
  }, [due]);

  const settle = useCallback((next: RealityCheck) => {
    open.current = false;
    dialog.current?.close();
    setDue(false);
    setCheck(next);
  }, []);

  // Acknowledged in another tab of this session (or turned off there): the state moved on, so this
  // prompt has nothing left to ask.
  useEffect(() => {
    const onStorage = async (event: StorageEvent) => {
      if (event.key !== acknowledgedKey) return;
      const answer = await playerApi<RealityCheck>({ path });
      if (answer.ok) settle(answer.data);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [settle]);

  /** Answers true once the check is acknowledged, here or (already) in another tab. */
  const acknowledge = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await playerApi<RealityCheck>({ method: 'POST', path: `${path}/acknowledge` });
      if (answer.ok) {
        settle(answer.data);
        announceAcknowledged();
        return true;
      }
      if (answer.error.code !== 'reality_check_not_due' && answer.error.code !== 'reality_check_off') return false;
      const current = await playerApi<RealityCheck>({ path });
      if (current.ok) settle(current.data);
      return current.ok;
    } finally {
      setBusy(false);
    }
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
      // Chromium closes a dialog on a repeated Escape even when cancel is prevented; it comes straight back.
      onClose={() => {
        if (open.current) dialog.current?.showModal();
      }}
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
            : t('limits.realityCheck.promptNet', {
                amount: moneyText(check.netPosition, check.currency, currencies),
              })}
        </p>
        <p className="text-muted">{t('limits.realityCheck.promptHint')}</p>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button disabled={busy} onClick={() => void acknowledge()} size="lg" className="flex-1 px-5">
          {t('limits.realityCheck.continue')}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void acknowledge().then((done) => {
              if (done) window.location.assign(localPath('/profile/limits'));
            })
          }
          variant="secondary"
          size="lg"
          className="flex-1 px-5"
        >
          {t('limits.realityCheck.toLimits')}
        </Button>
        <Button
          disabled={busy}
          // Leaving is never held up: the acknowledgement is tried, then the player is logged out regardless.
          onClick={() => void acknowledge().finally(() => void logout())}
          variant="ghost"
          size="lg"
          className="flex-1 px-5 text-muted hover:bg-overlay hover:text-text"
        >
          {t('limits.realityCheck.logout')}
        </Button>
      </div>
    </dialog>
  );
}
