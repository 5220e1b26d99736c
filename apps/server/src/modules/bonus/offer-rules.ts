import type { adminBonusOfferBodySchema } from '@croupier/contracts/admin-bonus-offers';
import { bonusCodeMode, bonusType } from '@croupier/contracts/constants';
import type { z } from 'zod';
import type { CurrencyBook } from './views.ts';

type OfferInput = z.output<typeof adminBonusOfferBodySchema>;
type BonusInput = OfferInput['bonuses'][number];
type Fields = Record<string, string[]>;
type MoneyField = 'amountMinor' | 'maxAmountMinor' | 'betValueMinor' | 'maxBetMinor' | 'maxConversionMinor';

/** Per type, the money a currency row may carry (docs/decisions/0066): its own amount, then the wagering limits. */
const rowFields: Record<number, readonly MoneyField[]> = {
  [bonusType.cash]: ['amountMinor', 'maxBetMinor', 'maxConversionMinor'],
  [bonusType.depositPercentage]: ['maxAmountMinor', 'maxBetMinor', 'maxConversionMinor'],
  // A free-spins award's winnings become a bonus wagered under these limits (decision 0075).
  [bonusType.freeSpins]: ['betValueMinor', 'maxBetMinor', 'maxConversionMinor'],
};

/**
 * What a new offer's body may not say beyond its schema (docs/decisions/0133), as field errors naming each
 * field's path (`bonuses.0.currencies.1.amountMinor`): what contradicts its trigger or its bonus's type, a
 * currency the casino does not keep, a bonus offered in no currency. Pure: the caller reads the currencies.
 */
export function offerErrors(input: OfferInput, book: CurrencyBook): Fields {
  const fields: Fields = {};
  const add = (name: string, message: string) => {
    fields[name] = [...(fields[name] ?? []), message];
  };
  const codeOnly = input.trigger === bonusCodeMode.check;
  const depositOnly = 'Only for an offer given on a deposit';

  if (codeOnly) {
    if (input.invoiceNumberFrom !== null) add('invoiceNumberFrom', depositOnly);
    if (input.invoiceNumberTo !== null) add('invoiceNumberTo', depositOnly);
    if (input.minDeposits.length > 0) add('minDeposits', depositOnly);
    if (input.baseMinDepositMinor !== null) add('baseMinDepositMinor', depositOnly);
  }
  if (input.invoiceNumberTo !== null && input.invoiceNumberTo < (input.invoiceNumberFrom ?? 1)) {
    add('invoiceNumberTo', 'Not before the first deposit it applies to');
  }
  if (
    input.availableFrom &&
    input.availableUntil &&
    Date.parse(input.availableFrom) >= Date.parse(input.availableUntil)
  ) {
    add('availableUntil', 'Must be after the start');
  }
  if (input.baseMinDepositMinor !== null && !book.base) add('baseMinDepositMinor', 'No base currency is configured');
  currencyRows(input.minDeposits, 'minDeposits', book, add);
  input.bonuses.forEach((bonus, index) => {
    bonusErrors(bonus, `bonuses.${index}`, { codeOnly, book }, add);
  });
  return fields;
}

type Add = (name: string, message: string) => void;

/** Each currency known to the casino and listed once. */
function currencyRows(rows: { currency: string }[], at: string, book: CurrencyBook, add: Add) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!book.byCode.has(row.currency)) add(`${at}.${index}.currency`, 'Not a currency the casino keeps');
    else if (seen.has(row.currency)) add(`${at}.${index}.currency`, 'Listed twice');
    seen.add(row.currency);
  });
}

function bonusErrors(bonus: BonusInput, at: string, offer: { codeOnly: boolean; book: CurrencyBook }, add: Add) {
  const is = (type: number) => bonus.type === type;
  const notThisKind = 'Not for this kind of bonus';
  const required = 'Required';
  if (offer.codeOnly) {
    // No deposit comes with a code-only offer: nothing to take a percentage of, to lock or to wager on.
    if (is(bonusType.depositPercentage)) add(`${at}.type`, 'A deposit percentage needs an offer given on a deposit');
    if (bonus.locksDeposit) add(`${at}.locksDeposit`, 'Only for an offer given on a deposit');
    if (bonus.wagerBase === 'bonus_deposit') add(`${at}.wagerBase`, 'Only for an offer given on a deposit');
  }
  if (is(bonusType.depositPercentage) && bonus.depositPercentage === null) add(`${at}.depositPercentage`, required);
  if (!is(bonusType.depositPercentage) && bonus.depositPercentage !== null) add(`${at}.depositPercentage`, notThisKind);
  if (is(bonusType.freeSpins)) {
    if (bonus.freeSpinsCount === null) add(`${at}.freeSpinsCount`, required);
    if (!bonus.freeSpinsGame) add(`${at}.freeSpinsGame`, required);
  } else {
    if (bonus.freeSpinsCount !== null) add(`${at}.freeSpinsCount`, notThisKind);
    if (bonus.freeSpinsGame) add(`${at}.freeSpinsGame`, notThisKind);
  }
  if (!is(bonusType.cash) && bonus.baseAmountMinor !== null) add(`${at}.baseAmountMinor`, notThisKind);
  if (!is(bonusType.depositPercentage) && bonus.baseMaxAmountMinor !== null)
    add(`${at}.baseMaxAmountMinor`, notThisKind);
  const baseOwn = is(bonusType.cash)
    ? bonus.baseAmountMinor
    : is(bonusType.depositPercentage)
      ? bonus.baseMaxAmountMinor
      : null;
  if (baseOwn !== null && !offer.book.base) {
    add(`${at}.${is(bonusType.cash) ? 'baseAmountMinor' : 'baseMaxAmountMinor'}`, 'No base currency is configured');
  }

  currencyRows(bonus.currencies, `${at}.currencies`, offer.book, add);
  const allowed = rowFields[bonus.type] ?? [];
  bonus.currencies.forEach((row, index) => {
    const rowAt = `${at}.currencies.${index}`;
    for (const field of [
      'amountMinor',
      'maxAmountMinor',
      'betValueMinor',
      'maxBetMinor',
      'maxConversionMinor',
    ] as const) {
      if (!allowed.includes(field) && row[field] !== null) add(`${rowAt}.${field}`, notThisKind);
    }
    // A cash bonus's own amount may come from the base currency's; a spin's stake has no such fallback.
    if (is(bonusType.cash) && row.amountMinor === null && bonus.baseAmountMinor === null) {
      add(`${rowAt}.amountMinor`, required);
    }
    if (is(bonusType.freeSpins) && row.betValueMinor === null) add(`${rowAt}.betValueMinor`, required);
  });
  // A currency without a row is offered only through a base-currency amount (views.ts offeredIn).
  if (bonus.currencies.length === 0 && baseOwn === null) add(`${at}.currencies`, 'At least one currency');
}
