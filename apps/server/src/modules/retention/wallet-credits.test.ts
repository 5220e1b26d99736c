import { type InvoicesPage, walletCreditKinds } from '@croupier/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit, freshId, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import { waitFor } from '../notification/messenger-test-helpers.ts';
import { fund, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { createAccessGuards, createPlayerAccess } from '../player/access.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { createSettingsService } from '../settings/service.ts';
import { createWalletService } from '../wallet/service.ts';
import { createBirthdayBonuses } from './birthday-bonus.ts';
import { quests, questTasks } from './quests/tables.ts';
import { prizeLedgerKind } from './tournaments/completion.ts';

const history = (app: TestApp, player: TestPlayer, query = '') =>
  call<InvoicesPage & ErrorBody>(app, 'GET', `/api/payment/invoices${query}`, { token: player.token });

describe('the wallet history lists the platform’s cash credits (decision 0102)', () => {
  let app: TestApp;
  let player: TestPlayer;
  let other: TestPlayer;
  let questId: string;

  beforeAll(async () => {
    ({ app } = await startGamesApp({ LOYALTY_ENABLED: 'true', QUESTS_ENABLED: 'true' }));
    // A quest of one round paying 2. Silver (level-up bonus 5, birthday bonus 10) is reached by play.
    const [quest] = await app.db
      .insert(quests)
      .values({
        names: { en: 'One round' },
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3600_000),
        currency: 'CAD',
        rewardMinor: 200n,
      })
      .returning({ id: quests.id });
    if (!quest) throw new Error('no quest');
    questId = quest.id;
    await app.db.insert(questTasks).values({ questId: quest.id, position: 0, kind: 'bets', quantity: 1n });
  });
  afterAll(async () => {
    // On PostgreSQL other test files' players would complete it.
    await app.db.execute(sql`update quests set ends_at = now() where id = ${questId}`);
    await app.close();
  });

  it('shows quest rewards, level-up and birthday bonuses as type 3 rows among the deposits, newest first', async () => {
    player = await walletPlayer(app, { profile: { birthdate: '1990-07-04' } });
    other = await walletPlayer(app);
    await fund(app, player, 100);
    // Five rounds of 100 won back: 500 points, Silver; the first completes the quest.
    const sessionToken = await realSession(app, player);
    for (let i = 0; i < 5; i += 1) {
      const roundId = freshId('round');
      expect((await debit(app, sessionToken, '10000', { roundId })).status).toBe(200);
      const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: '10000' };
      expect((await walletCall(app, 'credit', credit)).status).toBe(200);
    }
    // The demo's wager quest (50) completes too, with a reward of 10.
    const kinds = async () => (await history(app, player)).body.data.map((r) => r.kind);
    await waitFor(async () => {
      await app.dispatcher.drain();
      const now = await kinds();
      return now.includes('loyalty.level-up-bonus') && now.filter((k) => k === 'quest.reward').length === 2;
    });
    const settings = createSettingsService(app.db);
    await createBirthdayBonuses({
      db: app.db,
      clock: () => new Date('2027-07-04T12:00:00Z'),
      settings,
      wallet: createWalletService({ db: app.db, settings }),
      birthdaysPage: createPlayerAccess(app.db, createAccessGuards()).birthdaysPage,
      loyaltyEnabled: true,
    }).run();

    const answer = await history(app, player);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ totalRows: 5, totalPages: 1 });
    const rows = answer.body.data.map((r) => [r.type, r.kind, r.amount, r.status]);
    expect(rows[0]).toEqual([3, 'loyalty.birthday-bonus', 10, 2]);
    expect(rows.slice(1, 4).sort()).toEqual(
      [
        [3, 'loyalty.level-up-bonus', 5, 2],
        [3, 'quest.reward', 2, 2],
        [3, 'quest.reward', 10, 2],
      ].sort(),
    );
    expect(rows[4]).toEqual([1, null, 100, 2]);
    expect(answer.body.data[0]).toMatchObject({ currency: 'CAD', paymentMethod: '', statusResult: null });
    expect(answer.body.data[0]?.number).toMatch(/^C-[0-9A-F]{8}$/);
  });

  it('pages and filters the merged list', async () => {
    const first = await history(app, player, '?perPage=3&page=1');
    const second = await history(app, player, '?perPage=3&page=2');
    expect(first.body.meta).toMatchObject({ totalRows: 5, totalPages: 2 });
    expect(second.body.data.map((r) => r.type)).toEqual([3, 1]);
    expect(new Set([...first.body.data, ...second.body.data].map((r) => r.id)).size).toBe(5);
    expect((await history(app, player, '?type=3')).body.data.map((r) => r.type)).toEqual([3, 3, 3, 3]);
    expect((await history(app, player, '?type=1')).body.meta.totalRows).toBe(1);
    expect((await history(app, player, '?status=1')).body.meta.totalRows).toBe(0);
    expect((await history(app, player, '?currency=USD')).body.meta.totalRows).toBe(0);
    const wrong = await history(app, player, '?type=4');
    expect(wrong.status).toBe(400);
  });

  it('shows each player only their own credits', async () => {
    expect((await history(app, other)).body.meta.totalRows).toBe(0);
  });

  it('labels tournament prizes too', () => {
    expect(walletCreditKinds).toContain(prizeLedgerKind);
  });
});
