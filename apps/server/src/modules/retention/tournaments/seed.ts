import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { tournamentEntries, tournamentPrizes, tournaments } from './tables.ts';

const day = 86_400_000;

/** Cash prizes in CAD cents for the top ten: 1,000 / 500 / 250 / 150 / 100, then 50 each. */
const topTen = [100_000, 50_000, 25_000, 15_000, 10_000, 5_000, 5_000, 5_000, 5_000, 5_000];

/**
 * Demo tournaments (docs/decisions/0093): two running (one of them a buy-in, decision 0099) and one finished, so the
 * pages show each kind. Fixed ids, only
 * inserted: a restart keeps an operator's edits, and the running one is re-dated only while it is the demo's.
 */
export const demoTournamentIds = {
  running: '5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3e01',
  finished: '5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3e02',
  buyIn: '5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3e03',
} as const;

export async function seedTournaments(db: Database, now: Date): Promise<void> {
  await db
    .insert(tournaments)
    .values([
      {
        id: demoTournamentIds.running,
        title: 'Weekend Slots Race',
        titles: {
          fr: 'Course aux machines à sous du week-end',
          de: 'Wochenend-Slots-Rennen',
          es: 'Carrera de tragamonedas del fin de semana',
          'pt-br': 'Corrida de caça-níqueis de fim de semana',
        },
        description:
          'Every real-money spin on our slots counts. Stake the most before the race closes and share a CA$2,250 prize pool.',
        rules: [
          'The race runs from its start to its end time shown on this page.',
          'Every settled real-money round on a slot game counts; bonus money does not.',
          'Rounds below the minimum bet of CA$0.20 do not count.',
          'Your score is the total you stake, converted to Canadian dollars at our published rates.',
          'Equal scores are ranked by who reached the score first.',
          'Cash prizes are paid to your Canadian dollar account within minutes of the end, with no wagering requirement.',
          'We may exclude players who break our terms and conditions.',
        ].join('\n'),
        startsAt: new Date(now.getTime() - 2 * day),
        endsAt: new Date(now.getTime() + 5 * day),
        gameTypes: ['slots'],
        minBetMinor: 20n,
        scoring: 'staked',
        entry: 'automatic',
      },
      {
        id: demoTournamentIds.finished,
        title: 'Big Multiplier Showdown',
        titles: {
          fr: 'Duel des gros multiplicateurs',
          de: 'Großer Multiplikator-Showdown',
          es: 'Duelo de grandes multiplicadores',
          'pt-br': 'Duelo dos grandes multiplicadores',
        },
        description: 'One spin was all it took: the biggest win against its stake took the top prize.',
        rules: [
          'Your score was your best single win divided by its stake, on any game.',
          'Rounds below the minimum bet of CA$0.50 did not count.',
          'Prizes were paid in cash to the winners’ Canadian dollar accounts.',
        ].join('\n'),
        startsAt: new Date(now.getTime() - 14 * day),
        endsAt: new Date(now.getTime() - 7 * day),
        // Completed as seeded: its winners are demo names, not players the completion job could pay.
        completedAt: new Date(now.getTime() - 7 * day),
        entrants: 5,
        minBetMinor: 50n,
        scoring: 'multiplier',
        entry: 'automatic',
      },
      {
        id: demoTournamentIds.buyIn,
        title: 'Table Games Cup',
        titles: {
          fr: 'Coupe des jeux de table',
          de: 'Tischspiel-Pokal',
          es: 'Copa de juegos de mesa',
          'pt-br': 'Copa dos jogos de mesa',
        },
        description: 'Buy in for CA$5 and play the most table-game rounds before the cup closes.',
        rules: [
          'Joining costs CA$5, taken once from your Canadian dollar real balance; bonus money cannot pay it.',
          'Only rounds you play after joining count: every settled real-money round of roulette or blackjack.',
          'Rounds below the minimum bet of CA$0.50 do not count.',
          'Your score is the number of rounds you play; equal scores are ranked by who reached the score first.',
          'Cash prizes are paid to your Canadian dollar account within minutes of the end.',
        ].join('\n'),
        startsAt: new Date(now.getTime() - day),
        endsAt: new Date(now.getTime() + 6 * day),
        gameTypes: ['roulette', 'blackjack'],
        minBetMinor: 50n,
        scoring: 'bets',
        entry: 'buy_in',
        buyInMinor: 500n,
      },
    ])
    .onConflictDoNothing();
  // A demo database kept across days keeps its race running.
  await db.execute(sql`update tournaments set ends_at = greatest(ends_at, ${new Date(now.getTime() + day).toISOString()}::timestamptz)
    where id in (${demoTournamentIds.running}, ${demoTournamentIds.buyIn}) and completed_at is null`);
  await db
    .insert(tournamentPrizes)
    .values([
      ...topTen.map((amountMinor, i) => ({
        tournamentId: demoTournamentIds.running,
        place: i + 1,
        amountMinor: BigInt(amountMinor),
      })),
      ...[50_000, 25_000, 10_000].map((amountMinor, i) => ({
        tournamentId: demoTournamentIds.finished,
        place: i + 1,
        amountMinor: BigInt(amountMinor),
      })),
      ...[10_000, 5_000, 2_500].map((amountMinor, i) => ({
        tournamentId: demoTournamentIds.buyIn,
        place: i + 1,
        amountMinor: BigInt(amountMinor),
      })),
    ])
    .onConflictDoNothing();
  const ended = new Date(now.getTime() - 8 * day);
  await db
    .insert(tournamentEntries)
    .values(
      finishedBoard.map(([alias, score], i) => ({
        tournamentId: demoTournamentIds.finished,
        playerId: `5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3f${String(i + 1).padStart(2, '0')}`,
        alias,
        score: BigInt(score),
        rounds: 40 + i * 7,
        joinedAt: ended,
        scoredAt: new Date(ended.getTime() + i * 60_000),
        place: i + 1,
      })),
    )
    .onConflictDoNothing();
}

/** The finished showdown's board: masked names as the games show them, best multiplier in hundredths. */
const finishedBoard: [string, number][] = [
  ['Ma***', 51_250],
  ['Lu***', 24_000],
  ['So***', 18_775],
  ['Ra***', 9_640],
  ['Jo***', 5_210],
];
