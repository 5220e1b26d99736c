import { displayName } from '@croupier/i18n/display-name';
import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDismissable } from '../../ui/use-dismissable.ts';
import { logout } from '../auth/logout.ts';
import { profileLinks, selfExclusionLink } from '../navigation/profile-links.ts';
import { usePlayerIdentity } from '../session/player-identity.ts';

const itemClass =
  'flex min-h-10 w-full items-center gap-3 whitespace-nowrap rounded-control px-3 text-left text-sm font-medium text-muted transition-colors duration-quick hover:bg-raised hover:text-text aria-[current=page]:bg-raised aria-[current=page]:text-text';

/**
 * The player's area of the top bar (spec 01 §2, DESIGN.md "profile menu"): one button with the avatar and
 * the name (its initial below 1536 px) that opens the account menu — the player's full name, the profile sections (limits and the
 * break one click away) and Log out. Beside a five-digit balance and a long nickname the bar keeps one line
 * from 1280 px up: Log out no longer takes its own place there. Balance, currency switch and Deposit are
 * the currency navigation panel beside it.
 */
export function UserNavPanel() {
  const { t, path } = useI18n();
  const root = useRootData();
  const { player } = usePlayerIdentity();
  const documentsHidden = root?.publicConfig.documentsHidden ?? false;
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = displayName(player, t('layout.unknownPlayer'));
  const initial = Array.from(name.trim())[0] ?? '?';
  const links = profileLinks.filter((link) => !(documentsHidden && link.key === 'documents'));

  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, close, { panel, button });

  return (
    <div ref={panel} data-testid="user-nav-panel" className="relative flex items-center">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('layout.accountOf', { name })}
        title={name}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 max-w-64 items-center gap-2 rounded-full border border-line bg-raised p-1 text-sm font-medium text-text transition-colors duration-quick hover:bg-overlay sm:pr-2.5"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-cool/15 font-semibold text-cool uppercase"
        >
          {initial}
        </span>
        {/*
          From 1536 px up the bar has room for the name; below it the initial stands for it, as a cut-off
          name beside the balance read badly, and the menu shows the name in full.
        */}
        <span data-testid="player-name" className="hidden min-w-0 max-w-48 truncate 2xl:inline">
          {name}
        </span>
        <Icon
          name="chevron"
          className={`hidden size-3.5 shrink-0 text-muted transition-transform duration-quick sm:block ${open ? '-rotate-90' : 'rotate-90'}`}
        />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-full right-0 z-40 mt-2 flex w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-1 rounded-card border border-line bg-surface p-2 shadow-sheet"
        >
          <div className="flex items-center gap-3 border-line border-b px-3 pt-2 pb-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-cool/15 font-semibold text-cool text-lg uppercase"
            >
              {initial}
            </span>
            <div className="flex min-w-0 flex-col">
              <p data-testid="account-menu-name" className="font-semibold text-text [overflow-wrap:anywhere]">
                {name}
              </p>
              {player?.email && player.email !== name ? (
                <p className="truncate text-muted text-xs">{player.email}</p>
              ) : null}
            </div>
          </div>
          <nav aria-label={t('profile.menu.label')}>
            <ul className="flex flex-col gap-0.5 py-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={path(link.to)} onClick={close} className={itemClass}>
                    <Icon name={link.icon} className="size-4.5 shrink-0" />
                    {t(`profile.menu.${link.key}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to={path(selfExclusionLink)}
                  onClick={close}
                  className={`${itemClass} text-warning hover:text-warning`}
                >
                  <Icon name="close" className="size-4.5 shrink-0" />
                  {t('profile.menu.takeABreak')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="border-line border-t pt-1">
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
              className={`${itemClass} disabled:opacity-60`}
            >
              <Icon name="logout" className="size-4.5 shrink-0" />
              {t('layout.logOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
