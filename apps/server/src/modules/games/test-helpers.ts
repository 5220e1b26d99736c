import type { Game, Launch, WalletAnswer, WalletErrorBody } from '@croupier/contracts/games';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { fund, startPaymentsApp, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { seedCatalogue } from './catalogue.ts';
import { demoCatalogue, demoCollections, demoProviders } from './demo-catalogue.ts';
import { createProviderSecrets, signedWalletCall } from './signing.ts';

/** Helpers shared by this module's HTTP tests (not a test file itself). */

export const gameWalletSecret = 'games-test-wallet-master-secret-of-32-chars';
const secrets = createProviderSecrets({ masterSecret: gameWalletSecret, explicit: undefined, production: false });
export const providerSecret = (identity: string): string => secrets.secretFor(identity) as string;

export const house = demoProviders.house.identity;

/** The server's time as the provider calls sign it (tests move the app's clock forward). */
let providerClock: () => Date = () => new Date();

/** The real app with the demo catalogue seeded, the sandbox payments on and a clock the test moves. */
export async function startGamesApp(env: Record<string, string> = {}) {
  // The demo catalogue alone, so counts and filters are the fixture's.
  const started = await startPaymentsApp({
    GAME_WALLET_SECRET: gameWalletSecret,
    HOUSE_GAMES_ENABLED: 'false',
    ...env,
  });
  await seedCatalogue(started.app.db, demoCatalogue, { collections: demoCollections });
  providerClock = started.clock.now;
  return started;
}

/**
 * A second server process on the first one's database (PostgreSQL), for what must hold across processes;
 * the catalogue is already seeded and the provider keeps signing with the first app's clock.
 */
export async function startSecondGamesProcess(): Promise<TestApp> {
  const started = await startPaymentsApp({ GAME_WALLET_SECRET: gameWalletSecret, HOUSE_GAMES_ENABLED: 'false' });
  return started.app;
}

/** The player's account in `currency`, opened on request and funded with `balance` (major units) if given. */
export async function accountIn(
  app: TestApp,
  player: TestPlayer,
  currency: string,
  balance?: number,
): Promise<WalletAccount> {
  const opened = await call<{ data: WalletAccount }>(app, 'POST', '/api/wallet/accounts', {
    token: player.token,
    body: { currency },
  });
  if (opened.status !== 200 && opened.status !== 201) throw new Error(`opening ${currency} answered ${opened.status}`);
  if (balance) await fund(app, { ...player, account: opened.body.data }, balance);
  return opened.body.data;
}

/** A confirmed player (CAD, Canada unless asked otherwise) with `balance` deposited. */
export async function gamePlayer(
  app: TestApp,
  options: { currency?: string; country?: string; balance?: number } = {},
): Promise<TestPlayer> {
  const player = await walletPlayer(app, {
    currency: options.currency ?? 'CAD',
    profile: { country: options.country ?? 'CA' },
  });
  if (options.balance) await fund(app, player, options.balance);
  return player;
}

export async function gameByIdentity(app: TestApp, identity: string, token?: string): Promise<Game> {
  const res = await call<{ data: Game }>(app, 'GET', `/api/game/games/${identity}?countryCode=CA`, { token });
  if (res.status !== 200) throw new Error(`GET game ${identity} answered ${res.status}`);
  return res.body.data;
}

export type LaunchAnswer = { data: Launch } & ErrorBody;

export const play = (
  app: TestApp,
  gameKey: string,
  options: { token?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) =>
  call<LaunchAnswer>(app, 'POST', `/api/game/games/${gameKey}/play`, {
    token: options.token,
    body: options.body ?? { real: true },
    headers: options.headers,
  });

/** The session token of a real-money launch (what the provider reads from the launch URL). */
export async function realSession(
  app: TestApp,
  player: TestPlayer,
  gameKey = 'starfall-fortunes',
  currency?: string,
): Promise<string> {
  const body = currency ? { real: true, currency } : { real: true };
  const launched = await play(app, gameKey, { token: player.token, body });
  if (launched.status !== 200) throw new Error(`launch answered ${launched.status} ${JSON.stringify(launched.body)}`);
  const token = new URL(launched.body.data.url, 'http://casino.test').searchParams.get('token');
  if (!token) throw new Error('no token in the launch URL');
  return token;
}

export type WalletResult = { status: number; body: WalletAnswer & WalletErrorBody };

/** A provider's signed call, as the provider sends it; `tamper` changes the bytes after signing. */
export async function walletCall(
  app: TestApp,
  operation: 'balance' | 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
  options: { provider?: string; secret?: string; now?: Date; tamper?: (body: string) => string } = {},
): Promise<WalletResult> {
  const provider = options.provider ?? house;
  const signed = signedWalletCall(options.secret ?? providerSecret(provider), body, options.now ?? providerClock());
  const response = await fetch(`${app.url}/api/provider-wallet/${provider}/${operation}`, {
    method: 'POST',
    headers: signed.headers,
    body: options.tamper ? options.tamper(signed.body) : signed.body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as WalletResult['body'] };
}

/** A provider transaction or round id never used before (a PostgreSQL test database outlives runs). */
export const freshId = (label: string) => `${label}-${crypto.randomUUID()}`;

export const debit = (app: TestApp, sessionToken: string, amount: string, extra: Record<string, unknown> = {}) =>
  walletCall(app, 'debit', {
    sessionToken,
    transactionId: freshId('bet'),
    roundId: freshId('round'),
    currency: 'CAD',
    amount,
    ...extra,
  });

export async function realBalanceMinor(app: TestApp, accountId: string): Promise<bigint> {
  const [row] = await queryRows<{ real: string }>(
    app.db,
    sql`select real_minor::text as real from wallet_accounts where id = ${accountId}`,
  );
  return BigInt(row?.real ?? '-1');
}

/** What a test must find unchanged after a refused call: the player's game rows and ledger postings. */
export async function writtenFor(app: TestApp, playerId: string) {
  const [row] = await queryRows<{ transactions: number; rounds: number; postings: number }>(
    app.db,
    sql`select
      (select count(*)::int from game_transactions where player_id = ${playerId}) as transactions,
      (select count(*)::int from game_rounds where player_id = ${playerId}) as rounds,
      (select count(*)::int from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
         join ledger_accounts a on a.id = e.ledger_account_id join wallet_accounts w on w.id = a.wallet_account_id
         where w.player_id = ${playerId} and t.kind in ('bet', 'win', 'bet.rollback')) as postings`,
  );
  return row;
}

/**
 * The ledger's invariant across currencies (issue 19): each ledger transaction balances per currency, so a
 * posting in the wrong currency would still balance. Every game row must therefore agree with the rows it
 * belongs to: a round with its session (player, game, currency), a game transaction with its round (player,
 * currency), a game transaction's ledger entries with its currency, and every entry with its ledger
 * account's currency, itself that of its wallet account. Answers each row that disagrees, by rule.
 */
export async function unboundGameRows(app: TestApp): Promise<{ rule: string; id: string }[]> {
  return queryRows<{ rule: string; id: string }>(
    app.db,
    sql`select 'round is not its session''s player, game or currency' as rule, r.id::text as id
        from game_rounds r join game_sessions s on s.id = r.session_id
        where s.player_id is distinct from r.player_id or s.game_id <> r.game_id
          or s.currency is distinct from r.currency
      union all
      select 'game transaction is not its round''s player or currency', t.id::text
        from game_transactions t join game_rounds r on r.id = t.round_id
        where t.player_id is distinct from r.player_id or t.currency is distinct from r.currency
      union all
      select 'ledger entry is not its game transaction''s currency', t.id::text
        from game_transactions t join ledger_entries e on e.transaction_id = t.ledger_transaction_id
        where e.currency is distinct from t.currency
      union all
      select 'ledger entry moves another player''s account than its game transaction''s', t.id::text
        from game_transactions t join ledger_entries e on e.transaction_id = t.ledger_transaction_id
          join ledger_accounts a on a.id = e.ledger_account_id join wallet_accounts w on w.id = a.wallet_account_id
        where w.player_id is distinct from t.player_id
      union all
      select 'ledger entry is not its account''s currency', e.id::text
        from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id
        where a.currency <> e.currency
      union all
      select 'ledger account is not its wallet account''s currency', a.id::text
        from ledger_accounts a join wallet_accounts w on w.id = a.wallet_account_id
        where a.currency <> w.currency`,
  );
}

/**
 * Everything money a refused call must leave as it was, for these players: every account's balances, every
 * round's status, stake and win, and how many game transactions and ledger entries there are.
 */
export async function moneyOf(app: TestApp, playerIds: string[]) {
  const players = sql.join(
    playerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const accounts = await queryRows<{ id: string; real: string; locked: string; bonus: string }>(
    app.db,
    sql`select id, real_minor::text as real, locked_minor::text as locked, bonus_minor::text as bonus
      from wallet_accounts where player_id in (${players}) order by id`,
  );
  const rounds = await queryRows<{ id: string; status: number; stake: string; win: string }>(
    app.db,
    sql`select id, status, stake_minor::text as stake, win_minor::text as win
      from game_rounds where player_id in (${players}) order by id`,
  );
  const [counts] = await queryRows<{ transactions: number; entries: number }>(
    app.db,
    sql`select (select count(*)::int from game_transactions where player_id in (${players})) as transactions,
      (select count(*)::int from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id
         join wallet_accounts w on w.id = a.wallet_account_id where w.player_id in (${players})) as entries`,
  );
  return { accounts, rounds, counts };
}
