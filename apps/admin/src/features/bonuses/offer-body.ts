import type { AdminBonusOfferBody } from '@croupier/contracts/admin-bonus-offers';
import { supportedLocales } from '@croupier/i18n/locales';
import { minorText } from '../../platform/minor-units.ts';
import { instant, numberOf } from '../engagement/form-values.ts';
import type { CurrencyRow } from './currency-rows.tsx';

/** Reading the new-offer form into the API's body (not a component): major units typed, minor units sent. */

export type MoneyField = 'amountMinor' | 'maxAmountMinor' | 'betValueMinor' | 'maxBetMinor' | 'maxConversionMinor';

/** The money a bonus of each type carries per currency, as the terms editor shows it. */
export const moneyFields: Record<number, readonly MoneyField[]> = {
  1: ['amountMinor', 'maxBetMinor', 'maxConversionMinor'],
  2: ['maxAmountMinor', 'maxBetMinor', 'maxConversionMinor'],
  3: ['betValueMinor', 'maxBetMinor', 'maxConversionMinor'],
};

/** Names per locale from `<prefix>-<locale>` fields: English always (empty: the server names it), others when typed. */
export function namesOf(form: FormData, prefix: string): { en: string } & Record<string, string> {
  const names: Record<string, string> = { en: String(form.get(`${prefix}-en`) ?? '').trim() };
  for (const locale of supportedLocales) {
    const text = String(form.get(`${prefix}-${locale}`) ?? '').trim();
    if (locale !== 'en' && text) names[locale] = text;
  }
  return names as { en: string } & Record<string, string>;
}

const optional = (value: FormDataEntryValue | null) => (String(value ?? '').trim() === '' ? null : value);
const whole = (value: FormDataEntryValue | null) => numberOf(optional(value));

export function offerBody(
  form: FormData,
  state: {
    packageId: string;
    trigger: 1 | 3;
    type: 1 | 2 | 3;
    minDeposits: CurrencyRow[];
    money: CurrencyRow[];
    decimals(code: string): number;
    base: { code: string; decimals: number } | undefined;
  },
): AdminBonusOfferBody {
  const onDeposit = state.trigger === 3;
  const baseMinor = (name: string) => (state.base ? minorText(form.get(name), state.base.decimals) : null);
  return {
    packageId: state.packageId,
    trigger: state.trigger,
    invoiceNumberFrom: onDeposit ? whole(form.get('invoiceFrom')) : null,
    invoiceNumberTo: onDeposit ? whole(form.get('invoiceTo')) : null,
    minDeposits: onDeposit
      ? state.minDeposits.map((row) => ({
          currency: row.currency,
          // An empty amount is sent as typed: the server names the field.
          amountMinor: minorText(form.get(`min-deposit-amountMinor-${row.key}`), state.decimals(row.currency)) ?? '',
        }))
      : [],
    baseMinDepositMinor: onDeposit ? baseMinor('baseMinDeposit') : null,
    availableFrom: instant(form.get('availableFrom')) || null,
    availableUntil: instant(form.get('availableUntil')) || null,
    requiresCode: !onDeposit || form.get('requiresCode') === 'on',
    perPlayerLimit: whole(form.get('perPlayerLimit')),
    bonuses: [
      {
        names: namesOf(form, 'bonus-name'),
        type: state.type,
        depositPercentage: state.type === 2 ? whole(form.get('depositPercentage')) : null,
        freeSpinsCount: state.type === 3 ? whole(form.get('freeSpinsCount')) : null,
        freeSpinsGame: state.type === 3 ? String(form.get('freeSpinsGame') ?? '') || null : null,
        wagerCasino: numberOf(form.get('wagerCasino'), 0) ?? 0,
        wagerSportsbook: numberOf(form.get('wagerSportsbook'), 0) ?? 0,
        wagerBase: onDeposit && form.get('wagerBase') === 'bonus_deposit' ? 'bonus_deposit' : 'bonus',
        claimDays: whole(form.get('claimDays')) ?? 7,
        activeDays: whole(form.get('activeDays')) ?? 30,
        locksDeposit: onDeposit && form.get('locksDeposit') === 'on',
        baseAmountMinor: state.type === 1 ? baseMinor('baseAmount') : null,
        baseMaxAmountMinor: state.type === 2 ? baseMinor('baseMaxAmount') : null,
        currencies: state.money.map((row) => {
          const own = moneyFields[state.type] ?? [];
          const money = (field: MoneyField) =>
            own.includes(field)
              ? minorText(form.get(`bonus-money-${field}-${row.key}`), state.decimals(row.currency))
              : null;
          return {
            currency: row.currency,
            amountMinor: money('amountMinor'),
            maxAmountMinor: money('maxAmountMinor'),
            betValueMinor: money('betValueMinor'),
            maxBetMinor: money('maxBetMinor'),
            maxConversionMinor: money('maxConversionMinor'),
          };
        }),
      },
    ],
  };
}
