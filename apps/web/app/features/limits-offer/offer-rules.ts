import { limitDefinition, limitPeriods } from '@croupier/contracts/constants';

/**
 * Pure rules of the deposit-limit offer shown right after registration (AGCO / UKGC: limits are "offered at
 * registration or first deposit"). It creates a deposit limit (definition 3, spec 01 §3) through
 * POST /api/player/limits; everything else about limits lives on the profile's limits page.
 */

export type OfferPeriod = (typeof limitPeriods)[number];

export const offerPeriods: readonly OfferPeriod[] = limitPeriods;

export interface DepositLimitBody {
  definition: typeof limitDefinition.deposit;
  period: OfferPeriod;
  currency: string;
  amount: number;
}

/** A typed amount in major units ("100", "49.90", "49,90"); undefined unless it is a number above zero. */
export function offerAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,15}(?:\.\d{1,8})?$/.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return amount > 0 ? amount : undefined;
}

/** The POST /api/player/limits body, or undefined while the amount is not usable. */
export function depositLimitBody(
  period: OfferPeriod,
  amountText: string,
  currency: string,
): DepositLimitBody | undefined {
  const amount = offerAmount(amountText);
  if (amount === undefined || !currency) return undefined;
  return { definition: limitDefinition.deposit, period, currency, amount };
}

/** Message key of the offer's error for a refused POST (limitsOffer.errors.<key>). */
export function offerErrorKey(status: number, code: string | undefined): 'exists' | 'amount' | 'failed' {
  if (code === 'limit_exists') return 'exists';
  if (status === 400) return 'amount';
  return 'failed';
}
