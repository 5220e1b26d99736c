import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../platform/api/api-client.ts';
import {
  accountsSnapshot,
  applyAccountUpdate,
  forgetAccounts,
  reloadAccounts,
  type WalletAccount,
} from './accounts-store.ts';

const calls = vi.hoisted(() => ({ pending: [] as Array<(answer: unknown) => void> }));

vi.mock('../auth/api-client.ts', () => ({
  playerApi: () => new Promise((resolve) => calls.pending.push(resolve)),
}));

const account = (balance: number): WalletAccount => ({
  id: 'cad',
  currency: 'CAD',
  balance,
  lockedBalance: 0,
  bonusBalance: 0,
  withdrawalBalance: balance,
  status: 1,
});

const answer = (balance: number): ApiResult<WalletAccount[]> => ({ ok: true, data: [account(balance)] });

/** Answers the oldest read still waiting, then lets the store take it in. */
async function answerNext(balance: number): Promise<void> {
  const resolve = calls.pending.shift();
  if (!resolve) throw new Error('no read is waiting');
  resolve(answer(balance));
  await new Promise((done) => setTimeout(done, 0));
}

const balance = () => accountsSnapshot().accounts[0]?.balance;

describe('accounts store', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: [] })));
    calls.pending.length = 0;
    forgetAccounts();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a live accountUpdated over a read that began before it', async () => {
    void reloadAccounts();
    applyAccountUpdate(account(100));
    await answerNext(79.87);
    expect(balance()).toBe(100);
  });

  it('takes a read that began after the last live update', async () => {
    void reloadAccounts();
    await answerNext(50);
    applyAccountUpdate(account(100));
    void reloadAccounts();
    await answerNext(120);
    expect(balance()).toBe(120);
  });

  it('reads once more for callers that ask while a read is in flight, and only once', async () => {
    const first = reloadAccounts();
    const second = reloadAccounts();
    const third = reloadAccounts();
    expect(calls.pending).toHaveLength(1);
    await answerNext(79.87);
    await first;
    expect(calls.pending).toHaveLength(1);
    await answerNext(100);
    await Promise.all([second, third]);
    expect(balance()).toBe(100);
    expect(calls.pending).toHaveLength(0);
  });

  it('drops a read that answers after logout, and does not read again for the player who left', async () => {
    void reloadAccounts();
    void reloadAccounts();
    forgetAccounts();
    await answerNext(100);
    expect(accountsSnapshot().accounts).toEqual([]);
    expect(accountsSnapshot().status).toBe('idle');
    expect(calls.pending).toHaveLength(0);
  });
});
