import type {
  Tournament,
  TournamentLeader,
  TournamentOwnEntry,
  TournamentPrize,
  TournamentScoring,
} from '@croupier/contracts/tournaments';
import { scoreView, statusAt } from './rules.ts';
import type { EntryRecord, PrizeRecord, TournamentRecord } from './store.ts';

/** How the API shows tournaments: money in major units of the base currency, scores after the rule. */

export interface Base {
  code: string;
  subunit: bigint;
}

const major = (minor: bigint, base: Base) => Number(minor) / Number(base.subunit);

/** A name for a leaderboard line: the masked alias the games show, never the player's account data. */
export const leaderName = (entry: Pick<EntryRecord, 'alias'>) => entry.alias ?? 'Pl***';

export function prizeView(prize: PrizeRecord, base: Base, holder: TournamentPrize['entry']): TournamentPrize {
  const amount = major(prize.amountMinor, base);
  const kind = prize.kind as TournamentPrize['kind'];
  return {
    place: prize.place,
    kind,
    // The operator's wording, else a cash prize's amount itself (data, not a sentence); the site names an untitled
    // bonus prize in the page's language.
    title: prize.title || (kind === 'cash' ? `${amount.toFixed(Number(base.subunit) === 1 ? 0 : 2)} ${base.code}` : ''),
    amount,
    currency: base.code,
    entry: holder,
  };
}

export function leaderView(scoring: TournamentScoring, entry: EntryRecord, rank: number, base: Base): TournamentLeader {
  return {
    rank,
    playerId: entry.playerId,
    name: leaderName(entry),
    score: scoreView(scoring, entry.score, base.subunit),
  };
}

export function tournamentView(
  t: TournamentRecord,
  context: { now: Date; base: Base; prizes: PrizeRecord[]; leaders: EntryRecord[]; locale?: string | undefined },
): Tournament {
  const { base } = context;
  const scoring = t.scoring as TournamentScoring;
  return {
    id: t.id,
    title: (context.locale && t.titles[context.locale]) || t.title,
    description: t.description,
    status: statusAt(t, context.now),
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    scoring,
    entry: t.entry as Tournament['entry'],
    minBet: major(t.minBetMinor, base),
    buyIn: major(t.buyInMinor, base),
    currency: base.code,
    gameTypes: t.gameTypes,
    gameIds: t.gameIds,
    // The cash prizes: a bonus is not money paid out until wagered.
    prizePool: major(
      context.prizes.reduce((sum, p) => (p.kind === 'cash' ? sum + p.amountMinor : sum), 0n),
      base,
    ),
    entrants: t.entrants,
    prizes: context.prizes.map((prize) => {
      const holder = context.leaders[prize.place - 1];
      return prizeView(
        prize,
        base,
        holder
          ? {
              playerId: holder.playerId,
              name: leaderName(holder),
              score: scoreView(scoring, holder.score, base.subunit),
            }
          : null,
      );
    }),
  };
}

export function ownEntryView(
  scoring: TournamentScoring,
  entry: EntryRecord | undefined,
  rank: number | null,
  prizes: PrizeRecord[],
  base: Base,
): TournamentOwnEntry {
  const prize = rank === null ? undefined : prizes.find((p) => p.place === rank);
  return {
    joined: entry !== undefined,
    rank,
    score: entry ? scoreView(scoring, entry.score, base.subunit) : 0,
    rounds: entry?.rounds ?? 0,
    prize: prize ? (({ entry: _, ...rest }) => rest)(prizeView(prize, base, null)) : null,
  };
}
