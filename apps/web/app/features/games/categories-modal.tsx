import type { GameCollection } from '@croupier/contracts/games';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { collectionName } from './collection-name.ts';
import { ListStatus } from './list-status.tsx';
import { useCatalogueList } from './use-catalogue-list.ts';

/** categories (spec 02 §2): every category of the casino (or of the live casino), as links. */
export default function CategoriesModal({ props, close, titleId }: ModalBodyProps) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const base = props.base === '/live-casino' ? '/live-casino' : '/casino';
  const state = useCatalogueList<GameCollection>(`/api/game/collections${base === '/live-casino' ? '?live=true' : ''}`);
  const shelves =
    state.status === 'ready' ? state.items.filter((c) => !c.isHidden && c.identity !== 'live-casino') : [];
  return (
    <ModalBody titleId={titleId} title={t('games.lobby.allCategories')}>
      <ListStatus state={state} />
      {state.status === 'ready' ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          <li>
            <Link
              to={path(base)}
              onClick={close}
              className="flex min-h-12 items-center rounded-card border border-line bg-raised px-4 font-medium text-text transition-colors duration-quick hover:border-accent/60 hover:bg-overlay"
            >
              {t('games.lobby.all')}
            </Link>
          </li>
          {shelves.map((collection) => (
            <li key={collection.id}>
              <Link
                to={path(`${base}/${collection.identity}`)}
                onClick={close}
                className="flex min-h-12 items-center rounded-card border border-line bg-raised px-4 font-medium text-text transition-colors duration-quick hover:border-accent/60 hover:bg-overlay"
              >
                {collectionName(i18n, collection)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalBody>
  );
}
