import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textRuleMessage } from '../../platform/http/text-rule.ts';
import type { TestApp } from '../player/test-helpers.ts';
import {
  freshId,
  gamePlayer,
  realBalanceMinor,
  realSession,
  startGamesApp,
  walletCall,
  writtenFor,
} from './test-helpers.ts';

/**
 * Issue 19 item 2: a signed wallet call with NUL or a lone surrogate in its text answered 500, and a
 * provider retries a 500 for ever. Once its signature holds, such a call answers 400 bad_request naming
 * the field, and nothing moves; the signature is still checked first.
 */
describe('seamless wallet: text a call may not carry', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('answers 400 bad_request naming the field for NUL or a lone surrogate, moving nothing', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const before = {
      balance: await realBalanceMinor(app, player.account.id),
      written: await writtenFor(app, player.playerId),
    };
    const debit = {
      sessionToken,
      transactionId: freshId('bet'),
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '100',
    };
    const cases: Array<['debit' | 'credit' | 'rollback' | 'balance', Record<string, unknown>, string]> = [
      ['debit', { ...debit, transactionId: 'bet-\u0000' }, 'transactionId'],
      ['debit', { ...debit, roundId: '\u0000' }, 'roundId'],
      ['debit', { ...debit, currency: 'CA\u0000' }, 'currency'],
      ['debit', { ...debit, transactionId: 'bet-\ud800' }, 'transactionId'],
      ['credit', { ...debit, roundId: `round-\udfff` }, 'roundId'],
      [
        'rollback',
        { sessionToken, transactionId: freshId('rb'), roundId: freshId('round'), referenceTransactionId: 'x\u0000' },
        'referenceTransactionId',
      ],
      ['balance', { sessionToken: `${sessionToken}\u0000` }, 'sessionToken'],
      ['debit', { ...debit, extra: { note: '\u0000' } }, 'extra.note'],
    ];
    for (const [operation, body, field] of cases) {
      const answer = await walletCall(app, operation, body);
      expect([answer.status, answer.body.error.code], `${operation} ${field}`).toEqual([400, 'bad_request']);
      expect(answer.body.error.message).toBe(`${field}: ${textRuleMessage}`);
    }
    expect(await realBalanceMinor(app, player.account.id)).toBe(before.balance);
    expect(await writtenFor(app, player.playerId)).toEqual(before.written);
  });

  it('checks the signature first: a badly signed call with such text is 401 bad_signature', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const body = {
      sessionToken,
      transactionId: 'bet-\u0000',
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '100',
    };
    const forged = await walletCall(app, 'debit', body, { secret: 'not-the-provider-secret-of-32-chars!!' });
    expect([forged.status, forged.body.error.code]).toEqual([401, 'bad_signature']);
    const tampered = await walletCall(
      app,
      'debit',
      { ...body, transactionId: 'bet-1' },
      {
        tamper: (text) => text.replace('bet-1', 'bet-\\u0000'),
      },
    );
    expect([tampered.status, tampered.body.error.code]).toEqual([401, 'bad_signature']);
  });

  it('refuses the text rule in the provider path segment too, before any provider is looked up', async () => {
    const response = await fetch(`${app.url}/api/provider-wallet/house%00/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('provider');
  });
});
