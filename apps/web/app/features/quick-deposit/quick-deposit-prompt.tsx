import type { Limit } from '@croupier/contracts/limits';
import { Button } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { activeAccount, currencyOf, useAccounts } from '../accounts/accounts-store.ts';
import { playerApi } from '../auth/api-client.ts';
import { usePlayerIdentity } from '../session/player-identity.ts';
import { dismissedKey, isDismissed, isLowBalance, isQuietPage, limitsForbidNudge } from './quick-deposit-rules.ts';

function readDismissal(playerId: string): string | null {
  try {
    return localStorage.getItem(dismissedKey(playerId));
  } catch {
    return null;
  }
}

/**
 * The closable prompt toward a quick deposit (quick-deposit-methods), shown in the page's flow at the top of
 * the content, so it never covers a game's controls or the footer; when it shows is quick-deposit-rules.ts.
 * Players only (the caller decides). It decides after hydration, from the accounts the browser reads, so it
 * loads after hydration too, in a chunk of its own (default-shell.tsx), off every page's first load.
 */
export default function QuickDepositPrompt() {
  const { t } = useI18n();
  const modals = useModals();
  const playerId = usePlayerIdentity().playerId;
  const { pathname } = useLocation();
  const accounts = useAccounts(true);
  const account = activeAccount(accounts);
  const rate = currencyOf(accounts, account?.currency)?.rate.rate;
  const low = account ? isLowBalance(account.balance + account.bonusBalance, rate) : false;
  const quiet = isQuietPage(pathname);
  // Unknown (null) until the browser has read it, so the prompt never flashes before it is known.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  const [limitsAllow, setLimitsAllow] = useState<boolean | null>(null);

  useEffect(() => {
    setDismissed(playerId ? isDismissed(readDismissal(playerId), new Date()) : true);
  }, [playerId]);

  const asking = low && !quiet && dismissed === false;
  // Read on every page while it could show: a limit set a moment ago on the limits page counts at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger to read again.
  useEffect(() => {
    if (!asking) return;
    let live = true;
    setLimitsAllow(null);
    void playerApi<Limit[]>({ path: '/api/player/limits' }).then((answer) => {
      if (live) setLimitsAllow(answer.ok && !limitsForbidNudge(answer.data, new Date()));
    });
    return () => {
      live = false;
    };
  }, [asking, pathname]);

  // The prompt leads to the wallet modal; until the wallet ships a body it would be a dead button.
  if (!asking || limitsAllow !== true || !modals.has('wallet')) return null;
  return (
    <aside
      data-testid="quick-deposit-prompt"
      aria-label={t('layout.quickDeposit')}
      className="mb-6 flex items-center gap-3 rounded-card border border-accent/40 bg-raised py-2.5 pr-2 pl-4 lg:mb-8"
    >
      <Icon name="wallet" className="size-5 shrink-0 text-accent" />
      <p className="min-w-0 flex-1 text-sm text-text">{t('layout.quickDepositLow')}</p>
      <Button
        onClick={() => modals.open('quick-deposit-methods')}
        size="sm"
        className="shrink-0 whitespace-nowrap px-3 py-2"
      >
        {t('layout.deposit')}
      </Button>
      <button
        type="button"
        aria-label={t('layout.close')}
        onClick={() => {
          try {
            if (playerId) localStorage.setItem(dismissedKey(playerId), new Date().toISOString());
          } catch {
            // Without storage the prompt just comes back on the next page load.
          }
          setDismissed(true);
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-muted hover:bg-overlay hover:text-text"
      >
        <Icon name="close" className="size-4" />
      </button>
    </aside>
  );
}
