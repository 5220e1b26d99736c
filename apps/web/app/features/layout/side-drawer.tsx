import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { DrawerMenu } from './drawer-menu.tsx';
import type { DrawerMode } from './drawer-state.ts';

/** Desktop side drawer (≥ 768 px): open, compact (icons only) or closed. */
export function SideDrawer(props: { mode: DrawerMode; onToggleCompact: () => void }) {
  const { t } = useI18n();
  const sections = useRootData()?.layout?.drawerMenu ?? [];
  if (props.mode === 'closed') return null;
  const compact = props.mode === 'compact';
  return (
    <aside
      id="side-drawer"
      data-testid="side-drawer"
      data-state={props.mode}
      aria-label={t('nav.drawer')}
      className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-line/60 bg-surface/60 md:flex ${
        compact ? 'w-18' : 'w-60'
      }`}
    >
      <nav aria-label={t('nav.lobby')} className="flex-1 overflow-y-auto px-3 py-5">
        <DrawerMenu sections={sections} compact={compact} />
      </nav>
      <div className="border-t border-line/60 p-3">
        <button
          type="button"
          onClick={props.onToggleCompact}
          aria-pressed={compact}
          data-testid="drawer-compact-toggle"
          title={compact ? t('nav.expand') : t('nav.compact')}
          className={`flex min-h-10 w-full items-center gap-3 rounded-control px-3 text-sm text-muted transition-colors duration-quick hover:bg-raised hover:text-text ${
            compact ? 'justify-center px-0' : ''
          }`}
        >
          <Icon name="compact" className={`size-5 shrink-0 ${compact ? '' : 'rotate-180'}`} />
          <span className={compact ? 'sr-only' : ''}>{compact ? t('nav.expand') : t('nav.compact')}</span>
        </button>
      </div>
    </aside>
  );
}
