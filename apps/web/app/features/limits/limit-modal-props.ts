import type { Limit } from '@croupier/contracts/limits';
import type { MoneyCurrency } from '@croupier/i18n/money';

/** Modal props arrive untyped (open(name, props)); these read them defensively. */
export function currenciesProp(props: Record<string, unknown>): MoneyCurrency[] {
  return Array.isArray(props.currencies) ? (props.currencies as MoneyCurrency[]) : [];
}

export function limitProp(props: Record<string, unknown>): Limit | undefined {
  const limit = props.limit as Limit | undefined;
  return limit && typeof limit.id === 'string' ? limit : undefined;
}
