import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../modals/modal-context.ts';
import { modalRegistry } from '../modals/registry.ts';

/** Session storage key: a closed prompt stays closed until the browser session ends. */
export const quickDepositClosedKey = 'quickDeposit:closed';

function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(quickDepositClosedKey) === '1';
  } catch {
    return false;
  }
}

/** Closable prompt toward a quick deposit (quick-deposit-methods); players only (the caller decides). */
export function QuickDepositPrompt() {
  const { t } = useI18n();
  const modals = useModals();
  // Hidden until the browser says it was not closed earlier this session, so it never flashes.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!wasClosed()), []);
  // The prompt leads to the wallet modal; until the wallet ships a body it would be a dead button.
  if (!visible || !modalRegistry.wallet.component) return null;
  return (
    <aside
      data-testid="quick-deposit-prompt"
      aria-label={t('layout.quickDeposit')}
      className="fixed inset-x-3 bottom-20 z-30 flex items-center gap-3 rounded-card border border-line bg-raised p-3 shadow-sheet md:inset-x-auto md:bottom-6 md:left-6 md:max-w-sm"
    >
      <Icon name="wallet" className="size-5 shrink-0 text-accent" />
      <p className="flex-1 text-sm">{t('layout.quickDepositText')}</p>
      <button
        type="button"
        onClick={() => modals.open('quick-deposit-methods')}
        className="min-h-10 rounded-control bg-accent px-3 py-2 text-sm font-semibold text-on-accent"
      >
        {t('layout.deposit')}
      </button>
      <button
        type="button"
        aria-label={t('layout.close')}
        onClick={() => {
          try {
            sessionStorage.setItem(quickDepositClosedKey, '1');
          } catch {
            // Without storage it just reappears on the next page load.
          }
          setVisible(false);
        }}
        className="inline-flex size-9 items-center justify-center rounded-control text-muted hover:bg-overlay hover:text-text"
      >
        <Icon name="close" className="size-4" />
      </button>
    </aside>
  );
}
