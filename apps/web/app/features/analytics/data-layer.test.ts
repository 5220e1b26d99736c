import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsEvent,
  analyticsCategories,
  analyticsFields,
  startWalletOpenTiming,
  track,
  walletEvents,
} from './data-layer.ts';

type FakeWindow = { dataLayer?: unknown[] };
const global = globalThis as { window?: FakeWindow };

function installWindow(win: FakeWindow = {}): FakeWindow {
  global.window = win;
  return win;
}

afterEach(() => {
  delete global.window;
  vi.restoreAllMocks();
});

describe('analytics data layer', () => {
  it('[S2.3-59] knows the spec event fields', () => {
    expect(analyticsFields).toEqual([
      'funnelStep',
      'userId',
      'loadTime',
      'regType',
      'operationType',
      'walletOperationType',
      'depositAmount',
      'depositCurrency',
      'successDepositNumber',
      'invoiceId',
      'walletType',
      'withdrawAmount',
      'withdrawCurrency',
    ]);
  });

  it('[S2.3-60] knows the spec categories', () => {
    expect(analyticsCategories).toEqual([
      'registrationFunnel',
      'registration',
      'walletFunnel',
      'deposit',
      'withdraw',
      'failDeposit',
      'failWithdraw',
      'balanceFunnel',
    ]);
  });

  it('types each event: required fields per event name, only spec fields', () => {
    const valid: AnalyticsEvent[] = [
      { event: 'walletSubmitForm', operationType: 'withdraw' },
      { event: 'registrationFunnel', funnelStep: 'email', regType: 'email' },
      { event: 'failDeposit', invoiceId: 12 },
    ];
    // @ts-expect-error walletSubmitForm needs operationType
    const missing: AnalyticsEvent = { event: 'walletSubmitForm' };
    // @ts-expect-error operationType is deposit or withdraw
    const wrong: AnalyticsEvent = { event: 'walletSubmitForm', operationType: 'bet' };
    // @ts-expect-error unknown event names are rejected
    const unknown: AnalyticsEvent = { event: 'walletOpened' };
    // @ts-expect-error fields outside spec 02 §3 are rejected
    const extra: AnalyticsEvent = { event: 'walletClose', amount: 5 };
    expect([...valid, missing, wrong, unknown, extra]).toHaveLength(7);
  });

  it('does nothing on the server, where there is no window', () => {
    expect(global.window).toBeUndefined();
    expect(track({ event: 'walletClose' })).toBe(false);
  });

  describe('in the browser', () => {
    let win: FakeWindow;
    beforeEach(() => {
      win = installWindow();
    });

    it('creates window.dataLayer and pushes the event with every field, unused ones cleared', () => {
      expect(track({ event: 'deposit', depositAmount: 25, depositCurrency: 'CAD', invoiceId: 'inv-1' })).toBe(true);
      expect(win.dataLayer).toHaveLength(1);
      const entry = win.dataLayer?.[0] as Record<string, unknown>;
      expect(entry).toMatchObject({ event: 'deposit', depositAmount: 25, depositCurrency: 'CAD', invoiceId: 'inv-1' });
      expect(Object.keys(entry).sort()).toEqual(['event', ...analyticsFields].sort());
      expect(entry.withdrawAmount).toBeUndefined();
    });

    it('appends to an existing data layer (the tag manager bootstrap may have created it)', () => {
      win.dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];
      track({ event: 'registration', regType: 'email', userId: 7 });
      expect(win.dataLayer).toHaveLength(2);
      expect(win.dataLayer[1]).toMatchObject({ event: 'registration', regType: 'email', userId: 7 });
    });

    it('[S2.7-76] [S2.7-77] [S2.7-79] [S2.2-44] sends walletSelectBonus, walletPromoSubmit and walletClose', () => {
      const events: AnalyticsEvent[] = [
        { event: 'walletSelectBonus', walletOperationType: 'deposit' },
        { event: 'walletPromoSubmit', walletOperationType: 'deposit' },
        { event: 'walletClose' },
      ];
      for (const event of events) track(event);
      expect(win.dataLayer?.map((e) => (e as { event: string }).event)).toEqual([
        'walletSelectBonus',
        'walletPromoSubmit',
        'walletClose',
      ]);
    });

    it('[S2.7-78] sends walletSubmitForm with operationType deposit or withdraw', () => {
      track({ event: 'walletSubmitForm', operationType: 'deposit', depositAmount: 50, depositCurrency: 'CAD' });
      track({ event: 'walletSubmitForm', operationType: 'withdraw', withdrawAmount: 20, withdrawCurrency: 'CAD' });
      expect(win.dataLayer?.map((e) => (e as { operationType: string }).operationType)).toEqual([
        'deposit',
        'withdraw',
      ]);
      // A field of the earlier push is explicitly cleared on the later one.
      const second = (win.dataLayer ?? [])[1] as Record<string, unknown>;
      expect(second.depositAmount).toBeUndefined();
      expect(Object.hasOwn(second, 'depositAmount')).toBe(true);
    });

    it('[S2.7-80] [S2.2-140] sends the wallet-open timing with loadTime in milliseconds', () => {
      const clock = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1234.4);
      const done = startWalletOpenTiming({ walletOperationType: 'deposit' });
      expect(done()).toBe(true);
      expect(clock).toHaveBeenCalledTimes(2);
      expect(win.dataLayer?.[0]).toMatchObject({
        event: 'walletOpenTiming',
        loadTime: 234,
        walletOperationType: 'deposit',
      });
      expect(walletEvents).toContain('walletOpenTiming');
    });
  });
});
