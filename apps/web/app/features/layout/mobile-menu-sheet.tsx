import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { LanguageLinks } from '../i18n-choice/language-links.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { DrawerMenu } from './drawer-menu.tsx';
import { MenuParameterForm } from './menu-parameter-form.tsx';

/**
 * The drawer as an overlay sheet for small screens, opened from the bottom navigation's Menu. A modal
 * <dialog> gives focus trapping, Esc and an inert page behind it without extra code. Shown before hydration
 * it is not modal, so not in the top layer: it is placed over the top bar and the bottom navigation itself.
 */
export function MobileMenuSheet(props: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const sections = useRootData()?.layout?.drawerMenu ?? [];
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const { onClose } = props;

  // Open on the server's page already (`?menu=true`): shown without script, made modal once hydrated.
  const [openWhenRendered] = useState(props.open);
  // The contents exist only from opening until the dialog has closed: every page would otherwise carry a
  // second copy of the drawer's links in its HTML (issue 23).
  const [shown, setShown] = useState(props.open);
  if (props.open && !shown) setShown(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.matches(':modal')) {
      // Dropping the attribute, unlike close(), fires no close event that would shut the sheet again.
      element.removeAttribute('open');
      element.showModal();
    }
    if (!props.open && element.open) element.close();
  }, [props.open]);

  // Leaving the page closes the sheet (arriving with it open does not).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <dialog
      ref={dialog}
      open={openWhenRendered || undefined}
      aria-label={t('nav.menu')}
      onClose={() => {
        setShown(false);
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none border-r border-line bg-surface p-0 text-text shadow-sheet backdrop:bg-ink/70 md:hidden [&:not(:modal)]:fixed [&:not(:modal)]:inset-y-0 [&:not(:modal)]:left-0 [&:not(:modal)]:z-50"
    >
      {shown ? (
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-line/60 px-4">
            <BrandLogo />
            {/* Without script too: the page again without `menu`, as the Menu button opened it. */}
            <MenuParameterForm open={false} onSubmit={onClose}>
              <button
                type="submit"
                aria-label={t('nav.closeMenu')}
                className="inline-flex size-10 items-center justify-center rounded-control text-muted hover:bg-raised hover:text-text"
              >
                <Icon name="close" />
              </button>
            </MenuParameterForm>
          </div>
          <nav aria-label={t('nav.lobby')} className="flex-1 overflow-y-auto px-3 py-5">
            <DrawerMenu sections={sections} />
          </nav>
          <div className="border-t border-line/60 p-4">
            <p className="pb-2 text-xs font-semibold uppercase tracking-widest text-subtle">{t('nav.languageTitle')}</p>
            <LanguageLinks className="flex flex-wrap gap-2" />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
