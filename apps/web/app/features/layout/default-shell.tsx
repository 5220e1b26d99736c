import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';
import { useRootData } from '../../platform/root-data.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { WalletLive } from '../wallet/wallet-live.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { CookiePopup } from './cookie-popup.tsx';
import { useDrawerMode } from './drawer-state.ts';
import { menuParameter } from './menu-parameter-form.tsx';
import { MobileMenuSheet } from './mobile-menu-sheet.tsx';
import { SideDrawer } from './side-drawer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

// Its words are the shell's (layout): it brings none.
const QuickDepositPrompt = lazyWithMessages([], () => import('../quick-deposit/quick-deposit-prompt.tsx'));

/** The default layout's frame: top bar, side drawer (desktop) or bottom navigation (mobile), footer, slots. */
export function DefaultShell(props: { children: ReactNode }) {
  const { t } = useI18n();
  const loggedIn = useRootData()?.loggedIn === true;
  const drawer = useDrawerMode();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const menuInAddress = searchParams.get(menuParameter) === 'true';
  const [menuOpen, setMenuOpen] = useState(menuInAddress);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // A sheet opened by the address closes for good: reloading the page does not bring it back.
    if (!menuInAddress) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(menuParameter);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [menuInAddress, setSearchParams]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas pb-16 md:pb-0">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-70 focus:rounded-control focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar drawerVisible={drawer.mode !== 'closed'} onToggleDrawer={drawer.toggleVisible} />
      <div className="flex flex-1">
        <SideDrawer mode={drawer.mode} onToggleCompact={drawer.toggleCompact} />
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Pages render their own <main>; this wrapper is the skip link's target. */}
          <div
            id="content"
            tabIndex={-1}
            className="mx-auto min-h-[60dvh] w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-6 lg:px-8 lg:py-8"
          >
            {loggedIn && hydrated ? (
              <Suspense fallback={null}>
                <QuickDepositPrompt />
              </Suspense>
            ) : null}
            {props.children}
          </div>
          <SiteFooter />
        </div>
      </div>
      <BottomNav onOpenMenu={openMenu} menuOpen={menuOpen} />
      <MobileMenuSheet open={menuOpen} onClose={closeMenu} />
      <CookiePopup />
      {loggedIn ? <WalletLive /> : null}
    </div>
  );
}
