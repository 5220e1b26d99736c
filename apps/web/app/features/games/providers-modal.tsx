import type { GameProvider } from '@croupier/contracts/games';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { ListStatus } from './list-status.tsx';
import { ProviderCard } from './provider-card.tsx';
import { useCatalogueList } from './use-catalogue-list.ts';

/** providers (spec 02 §2): every studio with games here, each leading to its page. */
export default function ProvidersModal({ close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const state = useCatalogueList<GameProvider>('/api/game/providers');
  return (
    <ModalBody titleId={titleId} title={t('pages.providers.title')}>
      <ListStatus state={state} />
      {state.status === 'ready' ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {state.items
            .filter((provider) => provider.gamesCount > 0)
            .map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} onNavigate={close} />
              </li>
            ))}
        </ul>
      ) : null}
      <Link
        to={path('/providers')}
        onClick={close}
        className="self-start font-semibold text-accent text-sm hover:underline"
      >
        {t('games.providers.all')}
      </Link>
    </ModalBody>
  );
}
