import { describe, expect, it } from 'vitest';
import { firstNews, type InvoiceEvent, invoiceEvent, invoiceReaction } from './invoice-events.ts';

const at = '2026-03-05T12:00:00.000Z';
const later = '2026-03-05T12:00:05.000Z';
const invoice = (over: Record<string, unknown>) => ({
  id: 'inv-1',
  invoiceId: 'inv-1',
  type: 1,
  status: 2,
  amount: 50,
  currency: 'CAD',
  autoWithdrawal: false,
  createdAt: at,
  updatedAt: later,
  ...over,
});
const read = (over: Record<string, unknown>) => invoiceEvent(invoice(over)) as InvoiceEvent;
const closed = { depositFailedEvent: false, walletOpen: false };

describe('invoice events', () => {
  it('reads the invoice defensively (type or invoiceType; anything malformed is dropped)', () => {
    expect(read({})).toMatchObject({ id: 'inv-1', type: 1, status: 2, amount: 50, ignored: false, settled: true });
    expect(invoiceEvent({ id: 7, invoiceType: 2, status: 1 })).toMatchObject({
      id: '7',
      type: 2,
      autoWithdrawal: false,
    });
    expect(invoiceEvent(null)).toBeUndefined();
    expect(invoiceEvent({ id: 'x', status: 1 })).toBeUndefined();
    expect(invoiceEvent('transactionUpdated')).toBeUndefined();
  });

  it('[S2.4-47] [S2.4-48] ignores status 5 and the creation of a withdrawal', () => {
    expect(read({ status: 5 }).ignored).toBe(true);
    expect(read({ type: 2, status: 1, updatedAt: at }).ignored).toBe(true);
    expect(read({ type: 2, status: 1 }).ignored).toBe(false);
    expect(read({ type: 1, status: 1, updatedAt: at }).ignored).toBe(false);
    expect(invoiceReaction(read({ status: 5 }), closed)).toEqual({ closeFrame: false });
  });

  it('[S2.4-45] [S2.4-46] [S2.4-49] statuses 2 and 3 settle (the wallet refreshes)', () => {
    expect(read({ status: 2 }).settled).toBe(true);
    expect(read({ status: 3 }).settled).toBe(true);
    expect(read({ status: 4 }).settled).toBe(false);
    expect(read({ status: 1 }).settled).toBe(false);
  });

  it('[S2.4-50] [S2.4-51] a successful deposit opens deposit-success and closes the frame', () => {
    expect(invoiceReaction(read({ status: 2 }), closed)).toMatchObject({
      open: 'deposit-success',
      closeFrame: true,
      analytics: { event: 'deposit', depositAmount: 50, depositCurrency: 'CAD', invoiceId: 'inv-1' },
    });
    expect(invoiceReaction(read({ status: 2 }), { ...closed, walletOpen: true }).open).toBe('deposit-success');
  });

  it('a credit from the platform (type 3) opens nothing: it only adds a history row', () => {
    expect(invoiceReaction(read({ type: 3, kind: 'quest.reward' }), closed)).toEqual({ closeFrame: false });
  });

  it('[S2.4-52] [S2.4-53] [S2.7-74] a failed deposit opens deposit-error unless the wallet is open, and closes the frame', () => {
    expect(invoiceReaction(read({ status: 3 }), closed)).toMatchObject({ open: 'deposit-error', closeFrame: true });
    expect(invoiceReaction(read({ status: 3 }), { depositFailedEvent: true, walletOpen: false }).open).toBe(
      'deposit-error',
    );
    const walletOpen = invoiceReaction(read({ status: 3 }), { depositFailedEvent: true, walletOpen: true });
    expect(walletOpen.open).toBeUndefined();
    expect(walletOpen.closeFrame).toBe(true);
    expect(invoiceReaction(read({ status: 1 }), closed)).toEqual({ closeFrame: false });
  });

  it('[S2.4-54] withdrawals only report analytics', () => {
    expect(invoiceReaction(read({ type: 2, status: 2 }), closed)).toEqual({
      closeFrame: false,
      analytics: { event: 'withdraw', withdrawAmount: 50, withdrawCurrency: 'CAD', invoiceId: 'inv-1' },
    });
    expect(invoiceReaction(read({ type: 2, status: 3 }), closed)).toEqual({
      closeFrame: false,
      analytics: { event: 'failWithdraw', invoiceId: 'inv-1' },
    });
    expect(invoiceReaction(read({ type: 2, status: 4 }), closed)).toEqual({ closeFrame: false });
  });

  it('acts on each outcome of an invoice once, whether the live update or the wallet check brings it first', () => {
    const settled = read({ id: 'news-1', status: 2 });
    expect(firstNews(settled, false)).toBe(true);
    expect(firstNews(settled, false)).toBe(false);
    expect(firstNews(read({ id: 'news-1', status: 1 }), false)).toBe(true);
    expect(firstNews(read({ id: 'news-2', status: 3 }), true)).toBe(true);
    expect(firstNews(read({ id: 'news-2', status: 3 }), false)).toBe(true);
    expect(firstNews(read({ id: 'news-2', status: 1 }), true)).toBe(false);
  });
});
