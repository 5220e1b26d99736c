import type { Bonus, DepositBonus } from '@croupier/contracts/bonus-offers';
import { bonusType } from '@croupier/contracts/constants';

/**
 * The deposit screen's bonus choice (spec 02 §4 "Bonus selection", §5, §9), free of React: which deposit
 * bonuses the list shows, what each would give for an amount, and how the choice follows the player's
 * clicks and the amount they type. Amounts are major units of the account's currency, as the API gives.
 */

/** Spec 02 §9: an unavailable bonus opening within this many milliseconds is hidden, not shown as coming. */
export const unavailableGraceMs = 5_000;

/** One card of the list: the offer, whether it can be chosen now, and its smallest deposit. */
export interface BonusCard {
  offer: DepositBonus;
  available: boolean;
  /** Smallest deposit that gets it, in the account's currency; undefined when it has none. */
  minDeposit: number | undefined;
  /** It came with the applied bonus code. */
  fromCode: boolean;
}

/** The offer's smallest deposit in `currency`: its own trigger amount, else the largest of its bonuses'. */
export function minDepositOf(offer: DepositBonus, currency: string): number | undefined {
  const own = offer.triggerConditions.invoiceAmountItems.find((item) => item.currency === currency);
  if (own) return own.amountFrom;
  const mins = offer.package.bonuses.flatMap((bonus) =>
    bonus.minDeposit && bonus.minDeposit.currency === currency ? [bonus.minDeposit.amount] : [],
  );
  return mins.length ? Math.max(...mins) : undefined;
}

/**
 * Whether an offer the second fetch (skipCondition 1 and 2) lists as unavailable is hidden (spec 02 §4):
 * its deposit-number condition is met already (it is not waiting for a later deposit) and it opens no more
 * than 5 s from now — it is about to be in the first list, or out of reach for good.
 */
export function hiddenWhenUnavailable(offer: DepositBonus, depositsCount: number, now: number): boolean {
  const from = offer.triggerConditions.invoiceNumberFrom;
  const numberMet = from === null || depositsCount + 1 >= from;
  const opensAt = offer.availabilityAt ? Date.parse(offer.availabilityAt) : undefined;
  const soon = opensAt === undefined || Number.isNaN(opensAt) || opensAt - now <= unavailableGraceMs;
  return numberMet && soon;
}

/**
 * The list the deposit screen shows: the applied code's bonus first, then the open offers (first fetch),
 * then those not open yet that the second fetch adds and the 5 s rule keeps (shown, not choosable).
 */
export function bonusCards(input: {
  currency: string;
  available: readonly DepositBonus[];
  all: readonly DepositBonus[];
  codeBonus: DepositBonus | undefined;
  depositsCount: number;
  now: number;
}): BonusCard[] {
  const { currency } = input;
  const cards: BonusCard[] = [];
  const seen = new Set<string>();
  const add = (offer: DepositBonus, available: boolean, fromCode: boolean) => {
    if (seen.has(offer.id) || offer.package.bonuses.length === 0) return;
    seen.add(offer.id);
    cards.push({ offer, available, minDeposit: minDepositOf(offer, currency), fromCode });
  };
  if (input.codeBonus) add(input.codeBonus, true, true);
  for (const offer of input.available) add(offer, true, false);
  for (const offer of input.all) {
    if (offer.isAvailable) add(offer, true, false);
    else if (!hiddenWhenUnavailable(offer, input.depositsCount, input.now)) add(offer, false, false);
  }
  return cards;
}

/** What one bonus of a package gives for a deposit: money, or free spins. */
export type BonusGain = { kind: 'money'; amount: number } | { kind: 'spins'; count: number };

const minorFactor = (decimals: number) => 10 ** Math.min(decimals, 8);

/** The cap of a percentage bonus, or the amount of a cash bonus, in `currency`; undefined when not given in it. */
function itemIn(items: readonly { currency: string; amount: number }[], currency: string): number | undefined {
  return items.find((item) => item.currency === currency)?.amount;
}

/**
 * Spec 02 §5: a percentage bonus gives min(deposit × percentage / 100, its cap in the currency), rounded
 * down to the currency's smallest shown unit; a cash bonus its amount; free spins their count. Undefined
 * when the bonus states no terms in this currency (nothing honest to preview).
 */
export function bonusGain(bonus: Bonus, deposit: number, currency: string, decimals: number): BonusGain | undefined {
  const conditions = bonus.assignConditions;
  if (bonus.type === bonusType.freeSpins) {
    const count = conditions.presets.reduce((sum, preset) => sum + preset.quantity, 0);
    return count > 0 ? { kind: 'spins', count } : undefined;
  }
  if (bonus.type === bonusType.cash) {
    const amount = itemIn(conditions.amountItems, currency);
    return amount === undefined ? undefined : { kind: 'money', amount };
  }
  const percent = conditions.depositPercentage;
  if (percent === null) return undefined;
  const cap = itemIn(conditions.maxAmountItems, currency);
  const factor = minorFactor(decimals);
  const raw = Math.floor(Math.round(Math.max(0, deposit) * factor) * (percent / 100) + 1e-9) / factor;
  return { kind: 'money', amount: cap === undefined ? raw : Math.min(raw, cap) };
}

/** Money and spins of a whole offer for a deposit (the "you get" preview and the exit promo). */
export function offerGain(
  offer: DepositBonus,
  deposit: number,
  currency: string,
  decimals: number,
): { money: number; spins: number } {
  let money = 0;
  let spins = 0;
  const factor = minorFactor(decimals);
  for (const bonus of offer.package.bonuses) {
    const gain = bonusGain(bonus, deposit, currency, decimals);
    if (gain?.kind === 'money') money = Math.round((money + gain.amount) * factor) / factor;
    if (gain?.kind === 'spins') spins += gain.count;
  }
  return { money, spins };
}

// ---------------------------------------------------------------------------------------------------
// The choice

export type SelectionHint = 'changed' | 'disabled';

export interface Selection {
  /** The chosen offer, sent as the deposit's bonusId. */
  selectedId: string | undefined;
  /** Chosen, then set aside because the amount fell below its minimum; comes back when the amount rises. */
  asideId: string | undefined;
  /** The player chose "no bonus" (isBonusDecline). */
  declined: boolean;
  /** The player has chosen (a card, no bonus, or deselected): automatic selection no longer overrides it. */
  chosen: boolean;
  /** 'changed': the amount was raised to the minimum; 'disabled': the bonus was set aside (with 'requirements'). */
  hint: SelectionHint | undefined;
  /** The code's offer auto-selected last, so a new code is selected once and a removed one let go. */
  codeOfferId: string | undefined;
}

export const noSelection: Selection = {
  selectedId: undefined,
  asideId: undefined,
  declined: false,
  chosen: false,
  hint: undefined,
  codeOfferId: undefined,
};

const findCard = (cards: readonly BonusCard[], id: string | undefined) =>
  id === undefined ? undefined : cards.find((card) => card.offer.id === id);

/**
 * A click on a card. Clicking the selected one deselects it; choosing one whose minimum is above the
 * amount raises the amount to it ('changed' hint). Answers the new choice and, when raised, the new amount.
 */
export function clickBonus(
  selection: Selection,
  cards: readonly BonusCard[],
  id: string,
  amount: number | undefined,
): { selection: Selection; amount?: number } {
  if (selection.selectedId === id) {
    return { selection: { ...selection, selectedId: undefined, asideId: undefined, chosen: true, hint: undefined } };
  }
  const card = findCard(cards, id);
  if (!card?.available) return { selection };
  const next: Selection = { ...selection, selectedId: id, asideId: undefined, declined: false, chosen: true };
  if (card.minDeposit !== undefined && (amount ?? 0) < card.minDeposit) {
    return { selection: { ...next, hint: 'changed' }, amount: card.minDeposit };
  }
  return { selection: { ...next, hint: undefined } };
}

/** "No bonus": nothing selected or set aside, and the deposit says the player declined (isBonusDecline). */
export function declineBonus(selection: Selection): Selection {
  return { ...selection, selectedId: undefined, asideId: undefined, declined: true, chosen: true, hint: undefined };
}

/**
 * The amount changed: below the selected bonus's minimum it is deselected and set aside ('disabled' and
 * 'requirements' hints); at or above the minimum of the one set aside, it comes back.
 */
export function amountChanged(
  selection: Selection,
  cards: readonly BonusCard[],
  amount: number | undefined,
): Selection {
  const value = amount ?? 0;
  const selected = findCard(cards, selection.selectedId);
  if (selected && selected.minDeposit !== undefined && value < selected.minDeposit) {
    return { ...selection, selectedId: undefined, asideId: selected.offer.id, hint: 'disabled' };
  }
  const aside = findCard(cards, selection.asideId);
  if (aside && (aside.minDeposit === undefined || value >= aside.minDeposit)) {
    return { ...selection, selectedId: aside.offer.id, asideId: undefined, hint: undefined };
  }
  // The 'changed' hint belongs to the amount it set; typing another one retires it.
  if (selection.hint === 'changed' && selected && selected.minDeposit !== value) {
    return { ...selection, hint: undefined };
  }
  return selection;
}

/**
 * The list changed (loaded, refreshed, a code applied or removed). A code's bonus is selected
 * automatically; otherwise the first available bonus, when nothing is selected and the player has not
 * chosen. A selected or set-aside bonus that left the list is let go.
 */
export function listChanged(selection: Selection, cards: readonly BonusCard[]): Selection {
  let next = selection;
  if (next.selectedId !== undefined && !findCard(cards, next.selectedId)?.available) {
    next = { ...next, selectedId: undefined, hint: undefined };
  }
  if (next.asideId !== undefined && !findCard(cards, next.asideId)?.available) {
    next = { ...next, asideId: undefined, hint: undefined };
  }
  const code = cards.find((card) => card.fromCode && card.available);
  if (code && next.codeOfferId !== code.offer.id) {
    return {
      ...next,
      selectedId: code.offer.id,
      asideId: undefined,
      declined: false,
      hint: undefined,
      codeOfferId: code.offer.id,
    };
  }
  if (!code && next.codeOfferId !== undefined) next = { ...next, codeOfferId: undefined };
  if (next.selectedId === undefined && next.asideId === undefined && !next.chosen) {
    const first = cards.find((card) => card.available);
    if (first) next = { ...next, selectedId: first.offer.id, hint: undefined };
  }
  return next;
}
