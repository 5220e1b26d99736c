import { displayName } from '@croupier/i18n/display-name';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { logout } from '../auth/logout.ts';

/**
 * The player's area of the top bar (spec 01 §2): their name (linking to the profile) and a Log out
 * button. Balance, currency switch and Deposit are the currency navigation panel beside it.
 */
export function UserNavPanel() {
  const { t, path } = useI18n();
  const player = useRootData()?.player;
  const [leaving, setLeaving] = useState(false);
  const name = displayName(player, t('auth.unknownPlayer'));
  return (
    <div data-testid="user-nav-panel" className="flex items-center gap-1.5">
      <a
        href={path('/profile')}
        aria-label={t('auth.accountOf', { name })}
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-raised py-1 pr-3 pl-1 text-sm font-medium text-text transition-colors duration-quick hover:bg-overlay"
      >
        <span className="grid size-8 place-items-center rounded-full bg-overlay text-muted">
          <Icon name="user" className="size-4" />
        </span>
        <span data-testid="player-name" className="hidden max-w-32 truncate sm:inline">
          {name}
        </span>
      </a>
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
        className="inline-flex min-h-10 items-center justify-center rounded-control px-3 text-sm font-semibold text-muted transition-colors duration-quick hover:bg-raised hover:text-text disabled:opacity-60"
      >
        {t('auth.logOut')}
      </button>
    </div>
  );
}
