import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { MenuParameterForm } from './menu-parameter-form.tsx';

// The look is app.css's `.bottom-nav-item`.
const itemClass = 'bottom-nav-item';

/** Mobile bottom navigation (< 768 px) from layout content; the menu entry opens the drawer sheet. */
export function BottomNav(props: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t } = useI18n();
  const items = useRootData()?.layout?.bottomNav ?? [];
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line/60 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-16" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => (
          <li key={`${item.to}-${item.label}`}>
            {isMenuEntry(item) ? (
              <MenuButton onOpenMenu={props.onOpenMenu} menuOpen={props.menuOpen}>
                <Icon name={item.icon} />
                {item.label}
              </MenuButton>
            ) : (
              <SiteLink to={item.to} className={itemClass}>
                <Icon name={item.icon} />
                {item.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuButton(props: { onOpenMenu: () => void; menuOpen: boolean; children: ReactNode }) {
  return (
    <MenuParameterForm open onSubmit={props.onOpenMenu} className="h-full">
      <button type="submit" aria-expanded={props.menuOpen} aria-haspopup="dialog" className={`${itemClass} w-full`}>
        {props.children}
      </button>
    </MenuParameterForm>
  );
}

/** Content marks the menu entry by its icon or a `#menu` target rather than a page path. */
function isMenuEntry(item: { icon: string; to: string }): boolean {
  return item.icon === 'menu' || item.to === '#menu';
}
