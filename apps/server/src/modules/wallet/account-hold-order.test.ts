import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { createSettingsService } from '../settings/service.ts';
import { createWalletService } from './service.ts';

/**
 * A batch of game wallet calls holds its players' accounts in id order (game_wallet_batch). A transaction that
 * credits several players (quest rewards, level-up bonuses) used to take them in its own order, and the two
 * deadlocked: PostgreSQL broke the cycle only after deadlock_timeout, a second in which every call behind them
 * waited. Only PostgreSQL runs transactions side by side.
 */
describe.skipIf(!process.env.DATABASE_URL)('holding several players’ accounts (decision 0153)', () => {
  let app: TestApp;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await app.close();
  });

  async function connection(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    clients.push(client);
    return client;
  }

  it('takes them in id order, so a credit batch waits behind a game batch instead of deadlocking with it', async () => {
    const wallet = createWalletService({ db: app.db, settings: createSettingsService(app.db) });
    const players = await Promise.all([registeredPlayer(app), registeredPlayer(app)]);
    const accounts = await Promise.all(
      players.map(async ({ profile }) => ({
        playerId: profile.id,
        currency: 'CAD',
        id: (await wallet.open(app.db, profile.id, 'CAD')).account.id,
      })),
    );
    const [first, second] = accounts.sort((a, b) => (a.id < b.id ? -1 : 1));
    if (!first || !second) throw new Error('two accounts');
    const lock = (client: pg.Client, id: string, nowait = false) =>
      client.query(`select 1 from wallet_accounts where id = $1 for update${nowait ? ' nowait' : ''}`, [id]);

    // The game batch has taken the first account.
    const game = await connection();
    await game.query('begin');
    await lock(game, first.id);

    // The credits name the second player first; they must wait for the first account without taking the second.
    let credited = false;
    const credits = app.db
      .transaction((tx) => wallet.holdAccounts(tx, [second, first]))
      .then(() => {
        credited = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(credited).toBe(false);
    const probe = await connection();
    await probe.query('begin');
    await expect(lock(probe, second.id, true)).resolves.toMatchObject({ rowCount: 1 });
    await probe.query('rollback');

    // So the game batch takes the second account too, finishes, and the credits go on.
    await expect(lock(game, second.id)).resolves.toMatchObject({ rowCount: 1 });
    await game.query('commit');
    await credits;
    expect(credited).toBe(true);
  });
});
