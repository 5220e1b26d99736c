import type { Bonus, DepositBonus } from '@croupier/contracts/bonus-offers';
import { describe, expect, it } from 'vitest';
import { offerHeadline } from '../bonus-offers/offer-title.ts';
import {
  amountChanged,
  type BonusCard,
  bonusCards,
  bonusGain,
  clickBonus,
  declineBonus,
  hiddenWhenUnavailable,
  listChanged,
  minDepositOf,
  noSelection,
  offerGain,
} from './bonus-selection.ts';

const now = Date.parse('2026-11-27T10:00:00Z');

function bonus(overrides: Partial<Bonus> & { percent?: number; cap?: number; spins?: number; cash?: number }): Bonus {
  const type = overrides.spins ? 3 : overrides.cash !== undefined ? 1 : 2;
  return {
    id: `b-${Math.random()}`,
    name: 'A bonus',
    type,
    packageName: 'Welcome package',
    minDeposit: { amount: 20, currency: 'CAD' },
    assignConditions: {
      amountItems: overrides.cash !== undefined ? [{ currency: 'CAD', amount: overrides.cash }] : [],
      baseCurrencyAmount: null,
      maxAmountItems: overrides.cap !== undefined ? [{ currency: 'CAD', amount: overrides.cap }] : [],
      baseCurrencyMaxAmount: null,
      depositPercentage: type === 2 ? (overrides.percent ?? 100) : null,
      presets: overrides.spins ? [{ quantity: overrides.spins }] : [],
    },
    wagerCasino: 35,
    wagerSportsbook: 8,
    wagerBase: 'bonus',
    maxBetAmount: 5,
    maxConversionAmount: null,
    activeDays: 30,
    claimDays: 7,
    locksDeposit: false,
    contributions: [],
    freeSpins: null,
  };
}

function offer(
  id: string,
  options: {
    min?: number;
    from?: number | null;
    availableAt?: string | null;
    isAvailable?: boolean;
    bonuses?: Bonus[];
  } = {},
): DepositBonus {
  return {
    id,
    package: {
      id: 'welcome',
      name: 'Welcome package',
      bonuses: options.bonuses ?? [bonus({ percent: 100, cap: 500 })],
    },
    triggerConditions: {
      invoiceNumberFrom: options.from === undefined ? 1 : options.from,
      invoiceNumberTo: null,
      invoiceAmountItems: options.min === undefined ? [] : [{ currency: 'CAD', amountFrom: options.min }],
      baseCurrencyInvoiceAmountFrom: null,
    },
    availabilityAt: options.availableAt ?? null,
    availableUntil: null,
    isAvailable: options.isAvailable ?? true,
  };
}

const card = (id: string, min: number | undefined, available = true, fromCode = false): BonusCard => ({
  offer: offer(id, { min }),
  available,
  minDeposit: min,
  fromCode,
});

describe('the deposit-bonus list', () => {
  it('hides an unavailable bonus whose deposit number is met and which opens within 5 s; shows one waiting for a later deposit', () => {
    expect(hiddenWhenUnavailable(offer('a', { from: 1, isAvailable: false }), 0, now)).toBe(true);
    expect(
      hiddenWhenUnavailable(offer('a', { from: 1, availableAt: new Date(now + 5_000).toISOString() }), 0, now),
    ).toBe(true);
    expect(
      hiddenWhenUnavailable(offer('a', { from: 1, availableAt: new Date(now + 5_001).toISOString() }), 0, now),
    ).toBe(false);
    expect(hiddenWhenUnavailable(offer('a', { from: 2 }), 0, now)).toBe(false);
    expect(hiddenWhenUnavailable(offer('a', { from: 2 }), 1, now)).toBe(true);
  });

  it('lists the code’s bonus first, then the open ones, then those still to come, each once', () => {
    const cards = bonusCards({
      currency: 'CAD',
      available: [offer('w1', { min: 20 })],
      all: [
        offer('w1', { min: 20 }),
        offer('w2', { from: 2, isAvailable: false }),
        offer('gone', { from: 1, isAvailable: false }),
      ],
      codeBonus: offer('code', { min: 20 }),
      depositsCount: 0,
      now,
    });
    expect(cards.map((c) => [c.offer.id, c.available, c.fromCode])).toEqual([
      ['code', true, true],
      ['w1', true, false],
      ['w2', false, false],
    ]);
    expect(cards[1]?.minDeposit).toBe(20);
  });

  it('takes the minimum deposit from the trigger amount in the currency, else from the bonuses', () => {
    expect(minDepositOf(offer('a', { min: 30 }), 'CAD')).toBe(30);
    expect(minDepositOf(offer('a'), 'CAD')).toBe(20);
    expect(minDepositOf(offer('a'), 'EUR')).toBeUndefined();
  });
});

describe('what a bonus gives', () => {
  it('a percentage bonus gives min(deposit × percentage / 100, cap), rounded down to the cent', () => {
    const match = bonus({ percent: 50, cap: 300 });
    expect(bonusGain(match, 100, 'CAD', 2)).toEqual({ kind: 'money', amount: 50 });
    expect(bonusGain(match, 33.33, 'CAD', 2)).toEqual({ kind: 'money', amount: 16.66 });
    expect(bonusGain(match, 1000, 'CAD', 2)).toEqual({ kind: 'money', amount: 300 });
    expect(bonusGain(bonus({ percent: 100 }), 50, 'CAD', 0)).toEqual({ kind: 'money', amount: 50 });
  });

  it('cash gives its amount in the currency, free spins their count, nothing without terms in the currency', () => {
    expect(bonusGain(bonus({ cash: 10 }), 0, 'CAD', 2)).toEqual({ kind: 'money', amount: 10 });
    expect(bonusGain(bonus({ cash: 10 }), 0, 'EUR', 2)).toBeUndefined();
    expect(bonusGain(bonus({ spins: 50 }), 0, 'CAD', 2)).toEqual({ kind: 'spins', count: 50 });
  });

  it('an offer adds up its bonuses and states its best: 100% up to 500 + 50 free spins', () => {
    const welcome = offer('w1', { bonuses: [bonus({ percent: 100, cap: 500 }), bonus({ spins: 50 })] });
    expect(offerGain(welcome, 120, 'CAD', 2)).toEqual({ money: 120, spins: 50 });
    expect(offerHeadline(welcome, 'CAD')).toEqual({ percent: 100, upTo: 500, spins: 50 });
  });
});

describe('the bonus choice', () => {
  const cards = [card('a', 20), card('b', 50), card('later', 20, false)];

  it('clicking the selected bonus deselects it', () => {
    const selected = { ...noSelection, selectedId: 'a' };
    expect(clickBonus(selected, cards, 'a', 100).selection.selectedId).toBeUndefined();
  });

  it('choosing a bonus whose minimum is above the amount raises the amount with the changed hint', () => {
    const outcome = clickBonus(noSelection, cards, 'b', 30);
    expect(outcome.amount).toBe(50);
    expect(outcome.selection).toMatchObject({ selectedId: 'b', hint: 'changed', chosen: true });
    expect(clickBonus(noSelection, cards, 'b', 60).amount).toBeUndefined();
    expect(clickBonus(noSelection, cards, 'later', 60).selection.selectedId).toBeUndefined();
  });

  it('below the minimum the bonus is set aside with the disabled hint, and comes back when the amount rises', () => {
    const selected = { ...noSelection, selectedId: 'b' };
    const below = amountChanged(selected, cards, 40);
    expect(below).toMatchObject({ selectedId: undefined, asideId: 'b', hint: 'disabled' });
    expect(amountChanged(below, cards, undefined)).toMatchObject({ asideId: 'b' });
    expect(amountChanged(below, cards, 50)).toMatchObject({ selectedId: 'b', asideId: undefined, hint: undefined });
  });

  it('the changed hint goes once another amount is typed', () => {
    const raised = clickBonus(noSelection, cards, 'b', 30).selection;
    expect(amountChanged(raised, cards, 50).hint).toBe('changed');
    expect(amountChanged(raised, cards, 70).hint).toBeUndefined();
  });

  it('no bonus declines: nothing selected and isBonusDecline', () => {
    expect(declineBonus({ ...noSelection, selectedId: 'a' })).toMatchObject({ selectedId: undefined, declined: true });
    expect(clickBonus(declineBonus(noSelection), cards, 'a', 100).selection.declined).toBe(false);
  });

  it('the first available bonus is selected when the list arrives and nothing is chosen; a player’s choice stays', () => {
    expect(listChanged(noSelection, cards).selectedId).toBe('a');
    expect(listChanged(noSelection, [card('later', 20, false), card('b', 50)]).selectedId).toBe('b');
    expect(listChanged(noSelection, []).selectedId).toBeUndefined();
    expect(listChanged(declineBonus(noSelection), cards).selectedId).toBeUndefined();
    expect(listChanged({ ...noSelection, chosen: true }, cards).selectedId).toBeUndefined();
  });

  it('a code’s bonus is selected automatically, once, over the player’s choice', () => {
    const withCode = [card('code', 20, true, true), ...cards];
    const chosen = { ...noSelection, selectedId: 'b', chosen: true };
    const selected = listChanged(chosen, withCode);
    expect(selected).toMatchObject({ selectedId: 'code', codeOfferId: 'code' });
    // The player may pick another afterwards; the next refresh does not take it back.
    const other = clickBonus(selected, withCode, 'a', 100).selection;
    expect(listChanged(other, withCode).selectedId).toBe('a');
  });

  it('a selected bonus that left the list is let go', () => {
    expect(listChanged({ ...noSelection, selectedId: 'gone', chosen: true }, cards).selectedId).toBeUndefined();
  });
});
