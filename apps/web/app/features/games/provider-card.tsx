import type { GameProvider } from '@croupier/contracts/games';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

// Token colours only (DESIGN.md): each studio keeps one of them, chosen from its identity.
const tints = [
  'bg-accent/15 text-accent',
  'bg-cool/15 text-cool',
  'bg-success/15 text-success',
  'bg-warning/15 text-warning',
  'bg-danger/15 text-danger',
];

function tintOf(identity: string): string {
  let hash = 0;
  for (const char of identity) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length] as string;
}

/** The studio's monogram: the first letters of its first two words. */
export function monogram(name: string): string {
  const words = name.split(/[\s&]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

export function ProviderMark(props: { provider: Pick<GameProvider, 'identity' | 'name'>; size?: 'sm' | 'lg' }) {
  const size = props.size === 'sm' ? 'size-10 text-sm' : 'size-14 text-lg';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-card font-bold tracking-tight ${size} ${tintOf(props.provider.identity)}`}
    >
      {monogram(props.provider.name)}
    </span>
  );
}

/** A studio in the providers list: mark, name and how many games it has here. */
export function ProviderCard(props: { provider: GameProvider; onNavigate?: () => void }) {
  const { t, path } = useI18n();
  const { provider } = props;
  return (
    <Link
      to={path(`/providers/${provider.identity}`)}
      onClick={props.onNavigate}
      data-testid="provider-card"
      className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 transition-colors duration-quick hover:border-accent/60 hover:bg-raised"
    >
      <ProviderMark provider={provider} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-text">{provider.name}</span>
        <span className="text-muted text-sm">{t('games.providers.count', { count: provider.gamesCount })}</span>
      </span>
    </Link>
  );
}
