import type { GameCollection } from '@croupier/contracts/games';
import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { collectionName } from './collection-name.ts';

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-line bg-surface px-4 font-medium text-muted text-sm transition-colors duration-quick hover:bg-raised hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent/12 aria-[current=page]:text-text';
const toolClass =
  'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-raised px-4 font-medium text-sm text-text transition-colors duration-quick hover:bg-overlay';

/**
 * The categories of a lobby (/casino or /live-casino) as a scrollable row of links, with search and the
 * providers list beside them. Hidden collections serve rails, not this menu (spec 01 §3).
 */
export function LobbyNav(props: { base: '/casino' | '/live-casino'; collections: GameCollection[] }) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const modals = useModals();
  const shelves = props.collections.filter((c) => !c.isHidden && c.identity !== 'live-casino');
  return (
    <nav aria-label={t('games.lobby.categories')} className="flex flex-col gap-3">
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] md:mx-0 md:flex-wrap md:px-0">
        <NavLink to={path(props.base)} end className={chipClass}>
          {t('games.lobby.all')}
        </NavLink>
        {shelves.map((collection) => (
          <NavLink key={collection.id} to={path(`${props.base}/${collection.identity}`)} className={chipClass}>
            {collectionName(i18n, collection)}
          </NavLink>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={toolClass} onClick={() => modals.open('search')}>
          <Icon name="search" className="size-4" />
          {t('games.lobby.search')}
        </button>
        <button type="button" className={toolClass} onClick={() => modals.open('categories', { base: props.base })}>
          <Icon name="grid" className="size-4" />
          {t('games.lobby.allCategories')}
        </button>
        <button type="button" className={toolClass} onClick={() => modals.open('providers')}>
          <Icon name="studio" className="size-4" />
          {t('games.lobby.providers')}
        </button>
      </div>
    </nav>
  );
}
