import { Button, buttonClass } from '@croupier/ui/button';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CurrencyNavPanel } from './currency-nav-panel.tsx';
import { UserNavPanel } from './player-panels.tsx';
import { SearchButton } from './search-button.tsx';

// The messenger (the bell, its popover, live messages and their alert) is for players only, and loads after the
// first load, whose budget has no room left; its place in the bar is kept meanwhile.
const Messenger = lazyWithMessages(['messenger'], () => import('../messenger/messenger-bell.tsx'));

/** Top bar: drawer toggle (desktop), brand, header menu (wide screens, xl and up), language, and guest or player controls. */
export function TopBar(props: { drawerVisible: boolean; onToggleDrawer: () => void }) {
  const { t, path, locale } = useI18n();
  const data = useRootData();
  const headerMenu = data?.layout?.headerMenu ?? [];
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-canvas/90 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 md:gap-3 md:px-4">
        <Button
          variant="icon"
          size="sm"
          onClick={props.onToggleDrawer}
          aria-controls="side-drawer"
          aria-expanded={props.drawerVisible}
          aria-label={props.drawerVisible ? t('nav.hideMenu') : t('nav.showMenu')}
          className="hidden rounded-control md:inline-flex"
        >
          <Icon name="menu" />
        </Button>
        <BrandLogo compact />

        {headerMenu.length > 0 ? (
          // From xl only: below it the drawer holds the same links, and the longer languages need the room.
          <nav aria-label={t('nav.header')} className="ml-2 hidden min-w-0 xl:block 2xl:ml-4">
            <ul className="flex items-center gap-0.5 2xl:gap-1">
              {headerMenu.map((item) => (
                <li key={`${item.to}-${item.label}`}>
                  <SiteLink to={item.to} className="header-link">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-1.5 md:gap-2">
          <SearchButton />
          {/* The modal framework opens the languages modal from this query parameter. */}
          <Link
            to="?languages=true"
            preventScrollReset
            aria-label={t('nav.chooseLanguage')}
            className={buttonClass({
              variant: 'ghost',
              size: 'sm',
              className: 'gap-1.5 px-2.5 font-medium text-muted hover:text-text',
            })}
          >
            <Icon name="globe" />
            <span className="hidden uppercase lg:inline">{locale}</span>
          </Link>
          {data?.loggedIn ? (
            <>
              <CurrencyNavPanel />
              <Suspense fallback={<span className="size-10" />}>
                <Messenger />
              </Suspense>
              <UserNavPanel />
            </>
          ) : (
            <>
              <Link
                to={path('/login')}
                className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-3 lg:px-4' })}
              >
                {t('layout.logIn')}
              </Link>
              <Link
                to={path('/sign-up')}
                className={buttonClass({ size: 'sm', className: 'px-3 shadow-raised lg:px-4' })}
              >
                {t('layout.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
