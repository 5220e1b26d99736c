import type { Winner } from '@croupier/contracts/games';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import type { Currency } from '@croupier/contracts/settings';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { usePublicEvent } from '../realtime/realtime-provider.tsx';

export const tickerSize = 12;

/** The newest first, without repeats, at most `tickerSize`. */
export function withWinner(winners: readonly Winner[], winner: Winner): Winner[] {
  return [winner, ...winners.filter((w) => w.roundId !== winner.roundId)].slice(0, tickerSize);
}

function isWinner(data: unknown): data is Winner {
  const w = data as Partial<Winner> | null;
  return typeof w?.roundId === 'string' && typeof w.amount === 'number' && typeof w.gameIdentity === 'string';
}

/**
 * Recent winners (DESIGN.md "Lobby"): the latest paid-out rounds from GET /api/game/spins/winners, then each
 * new one as the public winners feed announces it. Names are masked by the server. Not a live region: a
 * screen reader would otherwise be interrupted by every win on the site.
 */
export function WinnersTicker(props: { initial: Winner[]; currencies: Currency[] }) {
  const { t, path } = useI18n();
  const [winners, setWinners] = useState(props.initial);
  usePublicEvent('winners', realtimeEvents.winner, (data) => {
    if (isWinner(data)) setWinners((current) => withWinner(current, data));
  });
  if (winners.length === 0) return null;
  return (
    <section aria-labelledby="winners-title" className="flex flex-col gap-3" data-testid="winners-ticker">
      <h2 id="winners-title" className="flex items-center gap-2 font-bold text-text text-xl tracking-tight">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-success motion-reduce:animate-none" />
        {t('games.winners.title')}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:px-0">
        {winners.map((winner) => (
          <li
            key={winner.roundId}
            data-testid="winner"
            className="flex w-60 shrink-0 animate-fade-in flex-col gap-0.5 rounded-card border border-line bg-surface px-4 py-3 motion-reduce:animate-none"
          >
            <span className="font-semibold text-success tabular">
              {moneyText(winner.amount, winner.currency, props.currencies)}
              {winner.multiplier !== null ? (
                <span className="ml-2 font-medium text-muted text-xs">
                  {t('games.winners.multiplier', { value: winner.multiplier })}
                </span>
              ) : null}
            </span>
            <Link to={path(`/games/${winner.gameIdentity}`)} className="truncate text-sm text-text hover:text-accent">
              {winner.gameName}
            </Link>
            <span className="truncate text-subtle text-xs">{winner.playerName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
