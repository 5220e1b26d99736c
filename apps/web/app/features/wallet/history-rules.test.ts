import { readFileSync } from 'node:fs';
import { historyCreditType, historyPageSize, walletCreditKinds } from '@croupier/contracts/payments';
import { supportedLocales } from '@croupier/i18n/locales';
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  historyRefreshDebounceMs,
  historyUpdate,
  nextPage,
  replaceItem,
  rowAction,
  rowLabel,
  statusName,
} from './history-rules.ts';

describe('history paging', () => {
  it('[S2.4-75] loads page + 1 only while totalPages exceeds the page', () => {
    expect(nextPage(undefined)).toBe(1);
    expect(nextPage({ page: 1, perPage: 10, totalPages: 3, totalRows: 25 })).toBe(2);
    expect(nextPage({ page: 3, perPage: 10, totalPages: 3, totalRows: 25 })).toBeUndefined();
    expect(nextPage({ page: 1, perPage: 10, totalPages: 0, totalRows: 0 })).toBeUndefined();
  });

  it('pages of 10, live refresh debounced 500 ms', () => {
    expect(historyPageSize).toBe(10);
    expect(historyRefreshDebounceMs).toBe(500);
  });

  it('appends a page without repeating rows that moved down', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    expect(appendPage(list, [{ id: 'b' }, { id: 'c' }]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('live history updates', () => {
  const loaded = [
    { id: 'a', status: 1 },
    { id: 'b', status: 2 },
  ];
  it('[S2.4-76] an unknown invoice refreshes the list', () => {
    expect(historyUpdate(loaded, { id: 'new', status: 1 })).toEqual({ kind: 'reload' });
  });
  it('[S2.4-77] a changed status of a known item re-fetches it by invoice id', () => {
    expect(historyUpdate(loaded, { id: 'a', status: 2 })).toEqual({ kind: 'refetch', invoiceId: 'a' });
    expect(historyUpdate(loaded, { id: 'a', status: 3 })).toEqual({ kind: 'refetch', invoiceId: 'a' });
    expect(historyUpdate(loaded, { id: 'b', status: 2 })).toEqual({ kind: 'none' });
  });
  it('[S2.4-78] but not a change to status 4', () => {
    expect(historyUpdate(loaded, { id: 'a', status: 4 })).toEqual({ kind: 'none' });
  });
  it('replaces a re-fetched item in place', () => {
    expect(replaceItem(loaded, { id: 'a', status: 2 })).toEqual([
      { id: 'a', status: 2 },
      { id: 'b', status: 2 },
    ]);
  });
});

describe('transaction rows', () => {
  it('[S2.4-42] a declined deposit offers repeat deposit', () => {
    expect(rowAction({ type: 1, status: 3, autoWithdrawal: false })).toBe('repeat');
    expect(rowAction({ type: 1, status: 2, autoWithdrawal: false })).toBeUndefined();
    expect(rowAction({ type: 1, status: 1, autoWithdrawal: false })).toBeUndefined();
  });
  it('[S2.4-43] [S2.4-44] a pending withdrawal offers cancel, unless automatic', () => {
    expect(rowAction({ type: 2, status: 1, autoWithdrawal: false })).toBe('cancel');
    expect(rowAction({ type: 2, status: 1, autoWithdrawal: true })).toBeUndefined();
    expect(rowAction({ type: 2, status: 4, autoWithdrawal: false })).toBeUndefined();
    expect(rowAction({ type: 2, status: 3, autoWithdrawal: false })).toBeUndefined();
  });
  it('[S2.4-38] [S2.4-39] [S2.4-40] [S2.4-41] names statuses 1 to 4', () => {
    expect([1, 2, 3, 4].map(statusName)).toEqual(['pending', 'success', 'rejected', 'processing']);
  });
});

describe('history row labels (decision 0102)', () => {
  it('names deposits, withdrawals and each credit the platform pays, money in with a plus', () => {
    expect(rowLabel({ type: 1, kind: null })).toEqual({ key: 'wallet.history.deposit', incoming: true });
    expect(rowLabel({ type: 2, kind: null })).toEqual({ key: 'wallet.history.withdrawal', incoming: false });
    expect(rowLabel({ type: historyCreditType, kind: 'quest.reward' })).toEqual({
      key: 'wallet.history.credit.questReward',
      incoming: true,
    });
    expect(rowLabel({ type: historyCreditType, kind: 'loyalty.birthday-bonus' }).key).toBe(
      'wallet.history.credit.birthdayBonus',
    );
  });

  it('has a label for every credit kind in every shipped locale', () => {
    for (const locale of supportedLocales) {
      const messages = JSON.parse(
        readFileSync(new URL(`../../i18n/messages/${locale}/wallet.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      for (const kind of walletCreditKinds) {
        const key = rowLabel({ type: historyCreditType, kind }).key.replace(/^wallet\./, '');
        expect(messages[key], `${locale} ${kind}`).toMatch(/\S/);
      }
    }
  });
});
