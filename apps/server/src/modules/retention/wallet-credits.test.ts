import { type InvoicesPage, walletCreditKinds } from '@croupier/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit, freshId, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import { waitFor } from '../notification/messenger-test-helpers.ts';
import { fund, outboxPayloads, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { createAccessGuards, createPlayerAccess } from '../player/access.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { publicationsFor } from '../realtime/publications.ts';
import { createSettingsService } from '../settings/service.ts';
import { creditPostedTopic } from '../wallet/credit-rows.ts';
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

  it('shows quest rewards, level-up and birthday bonuses as type 3 rows among the deposits, newest first, announced live', async () => {
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
    // Other quests running (the demo's wager quest; on a shared PostgreSQL, other files' quests) may complete
    // too: the test counts on its own quest's reward, the level-up and the birthday bonus, not on their number.
    const rows = async () => (await history(app, player)).body.data;
    await waitFor(async () => {
      await app.dispatcher.drain();
      const now = await rows();
      return (
        now.some((r) => r.kind === 'loyalty.level-up-bonus') &&
        now.some((r) => r.kind === 'quest.reward' && r.amount === 2)
      );
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
    const listed = answer.body.data;
    expect(answer.body.meta.totalRows).toBe(listed.length);
    const line = (r: (typeof listed)[number]) => [r.type, r.kind, r.amount, r.status];
    expect(line(listed[0] as (typeof listed)[number])).toEqual([3, 'loyalty.birthday-bonus', 10, 2]);
    expect(listed.map(line)).toContainEqual([3, 'loyalty.level-up-bonus', 5, 2]);
    expect(listed.map(line)).toContainEqual([3, 'quest.reward', 2, 2]);
    expect(listed.every((r) => r.type === 3 || (r.type === 1 && r.amount === 100))).toBe(true);
    expect(line(listed.at(-1) as (typeof listed)[number])).toEqual([1, null, 100, 2]);
    expect(answer.body.data[0]).toMatchObject({ currency: 'CAD', paymentMethod: '', statusResult: null });
    expect(answer.body.data[0]?.number).toMatch(/^C-[0-9A-F]{8}$/);

    // Each credit was announced in its own transaction: the open history shows the row at once (not on reload).
    type Announced = { playerId: string; invoice: (typeof listed)[number] };
    const announced = await outboxPayloads<Announced>(app, player.playerId, creditPostedTopic);
    for (const row of listed.filter((r) => r.type === 3)) {
      const event = announced.find((e) => e.invoice.id === row.id);
      expect(event?.invoice).toEqual({ ...row, createdAt: expect.any(String), updatedAt: expect.any(String) });
      const published = publicationsFor(creditPostedTopic, event as Announced);
      expect(published.invalid).toEqual([]);
      expect(published.publications.map((x) => `${x.channel} ${x.message.type}`)).toEqual([
        `payment:invoices#${player.playerId} transactionUpdated`,
      ]);
    }
    expect((await outboxPayloads<Announced>(app, other.playerId, creditPostedTopic)).length).toBe(0);
  });

  it('pages and filters the merged list', async () => {
    // Other files' quests on a shared PostgreSQL may still be paying this player for the rounds above: let every
    // pending event land first, so the list does not grow between the calls below.
    await app.dispatcher.drain();
    const all = (await history(app, player)).body.meta.totalRows;
    expect(all).toBeGreaterThanOrEqual(4);
    const first = await history(app, player, '?perPage=3&page=1');
    const last = Math.ceil(all / 3);
    const final = await history(app, player, `?perPage=3&page=${last}`);
    expect(first.body.meta).toMatchObject({ totalRows: all, totalPages: last });
    expect(final.body.data.at(-1)?.type).toBe(1);
    const pages = await Promise.all(
      Array.from({ length: last }, (_, i) => history(app, player, `?perPage=3&page=${i + 1}`)),
    );
    expect(new Set(pages.flatMap((p) => p.body.data.map((r) => r.id))).size).toBe(all);
    expect((await history(app, player, '?type=3')).body.data.every((r) => r.type === 3)).toBe(true);
    expect((await history(app, player, '?type=3')).body.meta.totalRows).toBe(all - 1);
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
