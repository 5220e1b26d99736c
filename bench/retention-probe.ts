import { performance } from 'node:perf_hooks';
import { playerChannels, tournamentBoardChannel } from '@croupier/contracts/realtime-channels';
import type { TournamentBoard, TournamentUpdate } from '@croupier/contracts/tournaments';
import { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { signedWalletCall } from '../apps/server/src/modules/games/signing.ts';
import { type Database, queryRows } from '../apps/server/src/platform/db/database.ts';
import type { BenchPlayer } from './players.ts';
import { report, reportLatencies } from './support.ts';

/** bench/retention.ts's probe: a player whose rounds are timed from settlement to their pushes (issue 25's (a)). */

export interface Seat {
  player: BenchPlayer;
  sessionToken: string;
}

/** The running app the probe plays against, and how it signs a game provider's wallet calls. */
export interface ProbeTarget {
  url: string;
  db: Database;
  studio: string;
  providerSecret: string;
  /** Print each probe round's settling time and latency (BENCH_TRACE=1). */
  trace: boolean;
}

const realtime = (target: ProbeTarget, token?: string) =>
  new Centrifuge(`${target.url.replace('http', 'ws')}/api/connection/websocket`, {
    websocket: WebSocket,
    ...(token ? { token } : {}),
  });

/**
 * A probe player plays a round every 250 ms until `until` resolves: from each settling credit's answer to the
 * push of its own rank, and to the first leaderboard push whose version includes the round.
 */
export async function probe(target: ProbeTarget, probeSeat: Seat, tournamentId: string, until: Promise<unknown>) {
  const [owner] = await queryRows<{ player_id: string }>(
    target.db,
    sql`select player_id from wallet_accounts where id = ${probeSeat.player.accountId}`,
  );
  const own = realtime(target, probeSeat.player.token);
  const guest = realtime(target);
  const updates: { at: number; rounds: number; version: number }[] = [];
  const boards: { at: number; version: number }[] = [];
  const mine = own.newSubscription(playerChannels.tournaments(owner?.player_id ?? ''));
  mine.on('publication', (ctx) => {
    const data = (ctx.data as { data: TournamentUpdate }).data;
    if (data.id === tournamentId && data.me) {
      updates.push({ at: performance.now(), rounds: data.me.rounds, version: data.boardVersion });
    }
  });
  const board = guest.newSubscription(tournamentBoardChannel(tournamentId));
  board.on('publication', (ctx) => {
    boards.push({ at: performance.now(), version: (ctx.data as { data: TournamentBoard }).data.version });
  });
  own.connect();
  guest.connect();
  mine.subscribe();
  board.subscribe();
  await Promise.all([mine.ready(5000), board.ready(5000)]);

  let done = false;
  void until.then(() => {
    done = true;
  });
  const settled: { at: number; rounds: number }[] = [];
  for (let n = 1; !done; n++) {
    const roundId = `probe-${Date.now()}-${n}`;
    const base = { sessionToken: probeSeat.sessionToken, roundId, currency: 'CAD' };
    for (const [operation, body] of [
      ['debit', { ...base, transactionId: `${roundId}-bet`, amount: '20' }],
      ['credit', { ...base, transactionId: `${roundId}-win`, amount: '0' }],
    ] as const) {
      const signed = signedWalletCall(target.providerSecret, body);
      const answer = await fetch(`${target.url}/api/provider-wallet/${target.studio}/${operation}`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
      });
      if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
    settled.push({ at: performance.now(), rounds: n });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  own.disconnect();
  guest.disconnect();

  const ownLatency: number[] = [];
  const boardLatency: number[] = [];
  let unanswered = 0;
  for (const s of settled) {
    const update = updates.find((u) => u.rounds >= s.rounds);
    if (!update) {
      unanswered += 1;
      continue;
    }
    ownLatency.push(update.at - s.at);
    if (target.trace) {
      const settledAt = new Date(performance.timeOrigin + s.at).toISOString();
      process.stdout.write(`probe settled ${settledAt}, pushed after ${(update.at - s.at).toFixed(0)} ms\n`);
    }
    const shown = boards.find((b) => b.version >= update.version && b.at >= s.at);
    if (shown) boardLatency.push(shown.at - s.at);
  }
  reportLatencies('round settled → own rank pushed on the player’s channel', ownLatency);
  reportLatencies('round settled → leaderboard push that includes it (public channel)', boardLatency);
  report('probe rounds whose push had not come 3 s after the load ended', unanswered, 'rounds');
  report('leaderboard pushes received', boards.length, 'snapshots');
}
