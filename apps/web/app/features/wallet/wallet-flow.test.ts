import { describe, expect, it } from 'vitest';
import {
  afterWithdrawRequest,
  generalView,
  hasMissingFields,
  showsBack,
  titleKey,
  type WalletEvent,
  type WalletView,
  walletReducer,
  walletTabOf,
  withdrawOutcome,
} from './wallet-flow.ts';

const run = (events: WalletEvent[], from: WalletView = generalView) => events.reduce(walletReducer, from);
const selectDeposit = (missing = false): WalletEvent => ({
  type: 'select',
  operation: 'deposit',
  method: 'sandbox.card',
  missing,
});
const selectWithdraw = (missing = false): WalletEvent => ({
  type: 'select',
  operation: 'withdraw',
  method: 'sandbox.bank',
  missing,
});

describe('wallet query', () => {
  it('[S2.2-01] [S2.2-02] [S2.2-03] names the tab; any other value falls back to deposit', () => {
    expect(walletTabOf('deposit')).toBe('deposit');
    expect(walletTabOf('withdraw')).toBe('withdraw');
    expect(walletTabOf('history')).toBe('history');
    expect(walletTabOf('true')).toBe('deposit');
    expect(walletTabOf('HISTORY')).toBe('deposit');
    expect(walletTabOf('')).toBe('deposit');
    expect(walletTabOf(undefined)).toBe('deposit');
  });
});

describe('wallet screens', () => {
  it('[S2.4-01] [S2.4-02] [S2.4-03] [S2.4-04] selecting a method opens its screen, missing when a field is null', () => {
    expect(hasMissingFields([{ value: '+4915112345678' }, { value: null }])).toBe(true);
    expect(hasMissingFields([{ value: '' }])).toBe(false);
    expect(hasMissingFields([])).toBe(false);
    expect(run([selectDeposit(true)])).toEqual({ screen: 'deposit', method: 'sandbox.card', sub: 'missing' });
    expect(run([selectDeposit(false)])).toEqual({ screen: 'deposit', method: 'sandbox.card', sub: 'basic' });
    expect(run([selectWithdraw(true)])).toEqual({ screen: 'withdraw', method: 'sandbox.bank', sub: 'missing' });
    expect(run([selectWithdraw(false)])).toMatchObject({ screen: 'withdraw', sub: 'basic' });
  });

  it('[S2.2-34] [S2.2-35] [S2.2-36] [S2.2-37] [S2.2-38] header: back arrow only in missing, basic or iframe; titles per screen', () => {
    expect(showsBack(generalView)).toBe(false);
    expect(titleKey(generalView)).toBe('walletTitle');
    const basic = run([selectDeposit()]);
    expect(showsBack(basic)).toBe(true);
    expect(titleKey(basic)).toBe('deposit');
    expect(showsBack(run([selectDeposit(true)]))).toBe(true);
    expect(
      showsBack(run([selectDeposit(), { type: 'depositStarted', processingType: 'iframe', frameUrl: '/x' }])),
    ).toBe(true);
    expect(showsBack(run([selectDeposit(), { type: 'depositStarted', processingType: 'form', frameUrl: '/x' }]))).toBe(
      false,
    );
    expect(showsBack(run([selectDeposit(), { type: 'depositFailed' }]))).toBe(false);
    const auto = run([
      selectWithdraw(),
      { type: 'withdrawAuto', auto: { invoiceId: 'i', status: 1, amount: 5, currency: 'CAD' } },
    ]);
    expect(showsBack(auto)).toBe(false);
    expect(titleKey(auto)).toBe('withdraw');
  });

  it('[S2.2-39] [S2.2-40] [S2.4-05] back returns to the general screen, or from the frame to the form', () => {
    expect(run([selectDeposit(), { type: 'back' }])).toEqual(generalView);
    expect(run([selectDeposit(true), { type: 'back' }])).toEqual(generalView);
    const frame = run([selectDeposit(), { type: 'depositStarted', processingType: 'iframe', frameUrl: '/pay' }]);
    expect(frame).toEqual({ screen: 'deposit', method: 'sandbox.card', sub: 'iframe', frameUrl: '/pay' });
    expect(walletReducer(frame, { type: 'back' })).toEqual({ screen: 'deposit', method: 'sandbox.card', sub: 'basic' });
    const withdrawFrame = run([selectWithdraw(), { type: 'withdrawFrame', frameUrl: '/w' }]);
    expect(walletReducer(withdrawFrame, { type: 'back' })).toMatchObject({ screen: 'withdraw', sub: 'basic' });
    expect(walletReducer(generalView, { type: 'back' })).toBe(generalView);
  });
});

describe('deposit sub-states', () => {
  it('[S2.2-57] [S2.4-06] missing goes to basic once the data is submitted', () => {
    expect(run([selectDeposit(true), { type: 'missingSubmitted' }])).toMatchObject({ sub: 'basic' });
    // Nothing to submit from basic.
    expect(run([selectDeposit(), { type: 'missingSubmitted' }])).toMatchObject({ sub: 'basic' });
  });

  it('[S2.5-24] data the server refused brings the missing-data form back', () => {
    expect(run([selectDeposit(), { type: 'dataRefused' }])).toEqual({
      screen: 'deposit',
      method: 'sandbox.card',
      sub: 'missing',
    });
    expect(run([selectWithdraw(), { type: 'dataRefused' }])).toMatchObject({ screen: 'withdraw', sub: 'missing' });
    expect(run([{ type: 'dataRefused' }])).toEqual(generalView);
  });

  it('[S2.4-07] [S2.4-09] a form method goes to processing, an iframe method to the frame', () => {
    expect(run([selectDeposit(), { type: 'depositStarted', processingType: 'form', frameUrl: '/p' }])).toEqual({
      screen: 'deposit',
      method: 'sandbox.card',
      sub: 'processing',
    });
    expect(run([selectDeposit(), { type: 'depositStarted', processingType: 'iframe', frameUrl: '/p' }])).toMatchObject({
      sub: 'iframe',
      frameUrl: '/p',
    });
  });

  it('[S2.4-11] [S2.4-12] a failure (answer or realtime depositFailed) goes to error, from basic or processing', () => {
    expect(run([selectDeposit(), { type: 'depositFailed' }])).toMatchObject({ sub: 'error' });
    expect(
      run([
        selectDeposit(),
        { type: 'depositStarted', processingType: 'form', frameUrl: '/p' },
        { type: 'depositFailed' },
      ]),
    ).toMatchObject({ sub: 'error' });
    // Not on the deposit screen: nothing changes.
    expect(run([{ type: 'depositFailed' }])).toEqual(generalView);
    expect(run([selectWithdraw(), { type: 'depositFailed' }])).toMatchObject({ screen: 'withdraw', sub: 'basic' });
  });

  it('[S2.4-13] [S2.4-14] error offers try again (basic) or a different method; processing leaves only for the list', () => {
    const error = run([selectDeposit(), { type: 'depositFailed' }]);
    expect(walletReducer(error, { type: 'tryAgain' })).toMatchObject({ screen: 'deposit', sub: 'basic' });
    expect(walletReducer(error, { type: 'toList' })).toEqual(generalView);
    const processing = run([selectDeposit(), { type: 'depositStarted', processingType: 'form', frameUrl: '/p' }]);
    expect(walletReducer(processing, { type: 'toList' })).toEqual(generalView);
    expect(walletReducer(processing, { type: 'tryAgain' })).toBe(processing);
  });
});

describe('withdraw sub-states', () => {
  it('[S2.2-58] [S2.4-18] missing goes to basic once the data is submitted', () => {
    expect(run([selectWithdraw(true), { type: 'missingSubmitted' }])).toMatchObject({
      screen: 'withdraw',
      sub: 'basic',
    });
  });

  it('[S2.4-19] [S2.4-20] [S2.4-21] [S2.4-22] [S2.4-23] [S2.6-05] the answer leads to the frame, the auto steps, or closing with the right modal', () => {
    const base = { processingType: 'form' as const, action: null, autoWithdrawal: false, sumsubVerified: true };
    expect(withdrawOutcome({ ...base, processingType: 'iframe', action: '/sandbox/pay/w' })).toEqual({
      kind: 'frame',
      frameUrl: '/sandbox/pay/w',
    });
    // An iframe method without an action has nothing to show in a frame.
    expect(withdrawOutcome({ ...base, processingType: 'iframe', autoWithdrawal: true })).toEqual({ kind: 'auto' });
    expect(withdrawOutcome({ ...base, action: '/x', autoWithdrawal: true })).toEqual({ kind: 'auto' });
    expect(withdrawOutcome(base)).toEqual({ kind: 'close', open: 'withdraw-pending' });
    expect(withdrawOutcome({ ...base, sumsubVerified: false })).toEqual({ kind: 'close', open: 'withdraw-sumsub' });
    expect(afterWithdrawRequest(false)).toEqual({ kind: 'close', open: 'withdraw-sumsub' });
  });

  it('[S2.4-26] [S2.4-27] [S2.4-28] [S2.4-29] [S2.4-30] [S2.4-31] auto steps follow the invoice by id and stop at success or rejection', () => {
    const auto = run([
      selectWithdraw(),
      { type: 'withdrawAuto', auto: { invoiceId: 'inv-1', status: 1, amount: 40, currency: 'CAD' } },
    ]);
    expect(auto).toMatchObject({ sub: 'auto', auto: { status: 1 } });
    const other = walletReducer(auto, { type: 'withdrawalStatus', invoiceId: 'inv-2', status: 2 });
    expect(other).toBe(auto);
    const processing = walletReducer(auto, { type: 'withdrawalStatus', invoiceId: 'inv-1', status: 4 });
    expect(processing).toMatchObject({ auto: { status: 4 } });
    const done = walletReducer(processing, { type: 'withdrawalStatus', invoiceId: 'inv-1', status: 2 });
    expect(done).toMatchObject({ auto: { status: 2 } });
    // Finished is final: a late processing update does not move it back.
    expect(walletReducer(done, { type: 'withdrawalStatus', invoiceId: 'inv-1', status: 4 })).toBe(done);
    const rejected = walletReducer(processing, { type: 'withdrawalStatus', invoiceId: 'inv-1', status: 3 });
    expect(rejected).toMatchObject({ auto: { status: 3 } });
  });

  it('[S2.4-32] withdraw more returns to the general screen', () => {
    const auto = run([
      selectWithdraw(),
      { type: 'withdrawAuto', auto: { invoiceId: 'inv-1', status: 2, amount: 40, currency: 'CAD' } },
    ]);
    expect(walletReducer(auto, { type: 'toList' })).toEqual(generalView);
  });
});
