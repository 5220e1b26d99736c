import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { debit, freshId, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import { messagesOf, waitFor } from '../notification/messenger-test-helpers.ts';
import { accountOf, fund, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { createAccessGuards, createPlayerAccess } from '../player/access.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { createSettingsService } from '../settings/service.ts';
import { createWalletService } from '../wallet/service.ts';
import { birthdayBonusKind, birthdaysCelebratedOn, createBirthdayBonuses } from './birthday-bonus.ts';

/** The birthday job as a process runs it, on the test app's database, at the moment the test names. */
function job(app: TestApp, at: () => Date, loyaltyEnabled = true) {
  const settings = createSettingsService(app.db);
  return createBirthdayBonuses({
    db: app.db,
    clock: at,
    settings,
    wallet: createWalletService({ db: app.db, settings }),
    birthdaysPage: createPlayerAccess(app.db, createAccessGuards()).birthdaysPage,
    loyaltyEnabled,
  });
}

const born = (app: TestApp, birthdate: string) => walletPlayer(app, { profile: { birthdate } });

const balance = async (app: TestApp, player: TestPlayer) => (await accountOf(app, player.token, 'CAD')).balance;

async function birthdayPostings(app: TestApp, player: TestPlayer) {
  return queryRows<{ key: string }>(
    app.db,
    sql`select idempotency_key as key from ledger_transactions
      where kind = ${birthdayBonusKind} and idempotency_key like ${`loyalty-birthday:${player.playerId}:%`}
      order by idempotency_key`,
  );
}

async function birthdayMessages(app: TestApp, player: TestPlayer, locale = 'en') {
  const page = await messagesOf(app, player.token, '', { 'accept-language': locale });
  return page.data.filter((m) => m.kind === 'loyalty.birthday-bonus');
}

describe('birthdays celebrated on a day (UTC)', () => {
  it('are the day itself, and 29 February on 28 February of a common year', () => {
    expect(birthdaysCelebratedOn(new Date('2027-05-17T23:59:00Z'))).toEqual([{ month: 5, day: 17 }]);
    expect(birthdaysCelebratedOn(new Date('2027-02-28T00:00:00Z'))).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(birthdaysCelebratedOn(new Date('2028-02-28T12:00:00Z'))).toEqual([{ month: 2, day: 28 }]);
    expect(birthdaysCelebratedOn(new Date('2028-02-29T12:00:00Z'))).toEqual([{ month: 2, day: 29 }]);
  });
});

/** The demo's Silver (birthday bonus 10) at 500 points: five rounds of 100 won back; its level-up bonus pays 5. */
async function toSilver(app: TestApp, player: TestPlayer): Promise<void> {
  await fund(app, player, 100);
  const sessionToken = await realSession(app, player);
  for (let i = 0; i < 5; i += 1) {
    const roundId = freshId('round');
    expect((await debit(app, sessionToken, '10000', { roundId })).status).toBe(200);
    const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: '10000' };
    expect((await walletCall(app, 'credit', credit)).status).toBe(200);
  }
  await waitFor(async () => {
    await app.dispatcher.drain();
    return (await balance(app, player)) === 105;
  });
}

describe('the birthday bonus job (decision 0102)', () => {
  let app: TestApp;
  const players: Record<'bronze' | 'silver' | 'leap' | 'march', TestPlayer> = {} as never;
  /** Levels are reached by play, not moved, and counts are per player: on PostgreSQL test files share them. */
  const paidTo = async (player: TestPlayer) => (await birthdayPostings(app, player)).map((p) => p.key.slice(-4));

  beforeAll(async () => {
    ({ app } = await startGamesApp({ LOYALTY_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  it('pays each player born on the day their level’s birthday bonus in cash, once, and tells them', async () => {
    players.bronze = await born(app, '1990-02-28');
    players.silver = await born(app, '1988-02-28');
    players.leap = await born(app, '2000-02-29');
    players.march = await born(app, '1985-03-01');
    for (const player of [players.silver, players.leap, players.march]) await toSilver(app, player);

    const at = new Date('2027-02-28T08:00:00Z');
    // Two processes at once: each birthday is paid by one of them.
    await Promise.all([job(app, () => at).run(), job(app, () => at).run()]);
    expect(await balance(app, players.silver)).toBe(115);
    expect(await paidTo(players.silver)).toEqual(['2027']);
    // Born on 29 February: celebrated on the 28th in a common year.
    expect(await balance(app, players.leap)).toBe(115);
    // Bronze has no birthday bonus; 1 March is not yet.
    expect(await balance(app, players.bronze)).toBe(0);
    expect(await paidTo(players.bronze)).toEqual([]);
    expect(await balance(app, players.march)).toBe(105);

    await waitFor(async () => {
      await app.dispatcher.drain();
      return (await birthdayMessages(app, players.silver)).length === 1;
    });
    const [message] = await birthdayMessages(app, players.silver);
    expect(message?.content).toEqual({
      title: 'Happy birthday!',
      body: 'Happy birthday from all of us! As a Silver member you get $10.00, already in your balance.',
    });
    const [german] = await birthdayMessages(app, players.silver, 'de');
    expect(german?.content).toEqual({
      title: 'Alles Gute zum Geburtstag!',
      body: 'Alles Gute zum Geburtstag von uns allen! Als Silber-Mitglied erhalten Sie $10.00 – bereits auf Ihrem Guthaben.',
    });
  });

  it('pays nobody twice in a year: later runs that day, the next day looking back', async () => {
    await job(app, () => new Date('2027-02-28T23:00:00Z')).run();
    // The next day pays the 1 March birthday and finds yesterday's paid.
    await job(app, () => new Date('2027-03-01T00:30:00Z')).run();
    expect(await balance(app, players.march)).toBe(115);
    expect(await balance(app, players.silver)).toBe(115);
    expect(await paidTo(players.silver)).toEqual(['2027']);
    expect(await paidTo(players.leap)).toEqual(['2027']);
    await app.dispatcher.drain();
    expect(await birthdayMessages(app, players.silver)).toHaveLength(1);
  });

  it('pays again the next year; a leap-day birthday on the day itself in a leap year', async () => {
    await job(app, () => new Date('2028-02-28T10:00:00Z')).run();
    expect(await balance(app, players.silver)).toBe(125);
    expect(await balance(app, players.leap)).toBe(115);
    await job(app, () => new Date('2028-02-29T10:00:00Z')).run();
    expect(await balance(app, players.leap)).toBe(125);
    expect(await paidTo(players.leap)).toEqual(['2027', '2028']);
  });

  it('pays nothing while loyalty is off (decision 0095)', async () => {
    await job(app, () => new Date('2029-02-28T10:00:00Z'), false).run();
    expect(await balance(app, players.silver)).toBe(125);
    expect(await paidTo(players.silver)).toEqual(['2027', '2028']);
  });
});
