import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LanguageLinks } from '../i18n-choice/language-links.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CurrentParameters } from './current-parameters.tsx';
import { DrawerMenu } from './drawer-menu.tsx';
import { useRootData } from './root-data.ts';

/** `?menu=true` opens the sheet on arrival: where the bottom navigation's Menu leads before hydration. */
export const menuParameter = 'menu';

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
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none border-r border-line bg-surface p-0 text-text shadow-sheet backdrop:bg-ink/70 md:hidden [&:not(:modal)]:fixed [&:not(:modal)]:inset-y-0 [&:not(:modal)]:left-0 [&:not(:modal)]:z-50"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-line/60 px-4">
          <BrandLogo />
          <CloseButton label={t('nav.closeMenu')} onClose={onClose} />
        </div>
        <nav aria-label={t('nav.lobby')} className="flex-1 overflow-y-auto px-3 py-5">
          <DrawerMenu sections={sections} />
        </nav>
        <div className="border-t border-line/60 p-4">
          <p className="pb-2 text-xs font-semibold uppercase tracking-widest text-subtle">{t('nav.languageTitle')}</p>
          <LanguageLinks className="flex flex-wrap gap-2" />
        </div>
      </div>
    </dialog>
  );
}

/**
 * A button in a GET form to this page without `menu`: pressed before the page has hydrated, it loads the page
 * again with the sheet shut, as the Menu button opened it; once hydrated it closes the sheet in place.
 */
function CloseButton(props: { label: string; onClose: () => void }) {
  const { pathname } = useLocation();
  const { onClose } = props;
  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <CurrentParameters except={menuParameter} />
      <button
        type="submit"
        aria-label={props.label}
        className="inline-flex size-10 items-center justify-center rounded-control text-muted hover:bg-raised hover:text-text"
      >
        <Icon name="close" />
      </button>
    </form>
  );
}
