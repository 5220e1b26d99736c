import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';

/**
 * Areas of the top bar that exist only for logged-in players (spec 01 §2). Balance, currency switch,
 * Deposit and the profile menu arrive with the wallet and account work; until then the profile link
 * is the only real control.
 */
export function CurrencyNavPanel() {
  return <div data-testid="currency-nav-panel" className="flex items-center gap-2" />;
}

export function UserNavPanel() {
  const { t, path } = useI18n();
  return (
    <div data-testid="user-nav-panel" className="flex items-center gap-2">
      <a
        href={path('/profile')}
        aria-label={t('layout.profile')}
        className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-raised text-muted transition-colors duration-quick hover:text-text"
      >
        <Icon name="user" />
      </a>
    </div>
  );
}
