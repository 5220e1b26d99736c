import type { BonusCode, PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import type { DepositBonus } from '@croupier/contracts/bonus-offers';
import type { PageMeta } from '@croupier/contracts/errors';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import {
  requestDeposit,
  sendWebhook,
  startPaymentsApp,
  type TestPlayer,
  walletPlayer,
} from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';

/** Helpers shared by the bonus module's HTTP tests (not a test file itself). */

export const startBonusApp = (env: Record<string, string> = {}) => startPaymentsApp(env);

export type BonusPage = { data: PlayerBonus[]; meta: PageMeta } & ErrorBody;
export type FreespinPage = { data: PlayerFreespin[]; meta: PageMeta } & ErrorBody;
export type CodeAnswer = { data: BonusCode } & ErrorBody;

/** A confirmed player; `registration` adds sign-up fields (bonusCode, receiveBonus). */
export const bonusPlayer = (
  app: TestApp,
  currency = 'CAD',
  country = 'CA',
  registration: Record<string, unknown> = {},
): Promise<TestPlayer> => walletPlayer(app, { currency, profile: { country, ...registration } });

export const playerBonuses = (app: TestApp, token: string, query = '') =>
  call<BonusPage>(app, 'GET', `/api/game/player-bonuses${query}`, { token });

export const playerFreespins = (app: TestApp, token: string, query = '') =>
  call<FreespinPage>(app, 'GET', `/api/game/player-freespins${query}`, { token });

export const depositBonuses = (app: TestApp, query = '', options: { token?: string; country?: string } = {}) =>
  call<{ data: DepositBonus[] } & ErrorBody>(app, 'GET', `/api/game/bonuses${query}`, {
    ...(options.token ? { token: options.token } : {}),
    headers: options.country ? { 'cf-ipcountry': options.country } : {},
  });

export const submitCode = (app: TestApp, token: string, bonusCode: string, trigger: 1 | 3, extra = {}) =>
  call<CodeAnswer>(app, 'POST', '/api/game/bonuses/bonuscodes', { token, body: { bonusCode, trigger, ...extra } });

export const putAction = (app: TestApp, token: string, path: string) =>
  call<{ data: PlayerBonus & PlayerFreespin } & ErrorBody>(app, 'PUT', path, { token });

/** The player's bonus rows and events, to prove a refusal wrote nothing. */
export async function bonusFootprint(app: TestApp, playerId: string) {
  const [row] = await queryRows<{ bonuses: string; spins: string; codes: string; events: number }>(
    app.db,
    sql`select
      (select coalesce(json_agg(json_build_object('id', id, 'status', status, 'result', result) order by id), '[]')::text
        from player_bonuses where player_id = ${playerId}) as bonuses,
      (select coalesce(json_agg(json_build_object('id', id, 'status', status, 'result', result) order by id), '[]')::text
        from player_freespins where player_id = ${playerId}) as spins,
      (select coalesce(json_agg(json_build_object('id', id, 'removed', removed_at, 'consumed', consumed_at) order by id), '[]')::text
        from player_bonus_codes where player_id = ${playerId}) as codes,
      (select count(*)::int from outbox_events where aggregate_id = ${playerId}::text and topic like 'bonus.%') as events`,
  );
  return row;
}

/** Sets a player's receiveBonus choice as the profile would. */
export async function setReceiveBonus(app: TestApp, playerId: string, receive: boolean): Promise<void> {
  await app.db.execute(sql`update players set receive_bonus = ${receive} where id = ${playerId}`);
}

export async function offerId(app: TestApp, slug: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(app.db, sql`select id from bonus_offers where slug = ${slug}`);
  if (!row) throw new Error(`no offer ${slug}`);
  return row.id;
}

const everyStatus = '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100';

/** Waits until the bonus module's outbox subscriber has handled the invoice's success event. */
async function bonusSubscriberPassed(app: TestApp, invoiceId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const [row] = await queryRows<{ done: boolean }>(
          app.db,
          sql`select exists (
            select 1 from outbox_events e join outbox_cursors c on c.subscriber = 'bonus-deposits'
            where e.topic = 'payment.invoice.changed' and e.payload->'invoice'->>'id' = ${invoiceId}
              and (e.payload->'invoice'->>'status')::int = 2
              and (c.last_tx_id > e.tx_id or (c.last_tx_id = e.tx_id and c.last_event_id >= e.id))) as done`,
        );
        return row?.done;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * A successful deposit naming an offer's deposit bonus (by slug), and what it issued once the bonus module
 * handled its event: the player's bonuses and free spins that were not there before.
 */
export async function depositWithBonus(
  app: TestApp,
  player: TestPlayer,
  slug: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const before = await playerBonuses(app, player.token, everyStatus);
  const spinsBefore = await playerFreespins(app, player.token, everyStatus);
  const created = await requestDeposit(app, player, { amount, bonusId: await offerId(app, slug), ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const invoiceId = created.body.data.id;
  expect((await sendWebhook(app, { invoiceId, status: 2 })).status).toBe(200);
  await bonusSubscriberPassed(app, invoiceId);
  const after = await playerBonuses(app, player.token, everyStatus);
  const spinsAfter = await playerFreespins(app, player.token, everyStatus);
  const known = new Set([...before.body.data, ...spinsBefore.body.data].map((b) => b.id));
  return {
    invoiceId,
    bonuses: after.body.data.filter((b) => !known.has(b.id)),
    freespins: spinsAfter.body.data.filter((f) => !known.has(f.id)),
  };
}
