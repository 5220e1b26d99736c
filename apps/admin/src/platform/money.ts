import type { Currency } from '@croupier/contracts/settings';
import { formatMoney } from '@croupier/i18n/money';
import { useEffect, useState } from 'react';

let currencies: Promise<Map<string, Currency>> | undefined;

/** The casino's currencies, read once per page load from the public settings call. */
function loadCurrencies(): Promise<Map<string, Currency>> {
  currencies ??= fetch('/api/settings/currencies')
    .then((response) => response.json() as Promise<{ data: Currency[] }>)
    .then((body) => new Map(body.data.map((currency) => [currency.code, currency])));
  return currencies;
}

/** The casino's currency codes, enabled or not (reports cover currencies no longer offered too). */
export function useCurrencyCodes(): string[] | undefined {
  const [codes, setCodes] = useState<string[] | undefined>();
  useEffect(() => {
    void loadCurrencies().then((known) => setCodes([...known.keys()]));
  }, []);
  return codes;
}

/** The casino's currencies, enabled or not, base first: what configuration forms offer per currency. */
export function useCurrencies(): Currency[] | undefined {
  const [list, setList] = useState<Currency[] | undefined>();
  useEffect(() => {
    void loadCurrencies().then((known) =>
      setList([...known.values()].sort((a, b) => Number(b.isBase) - Number(a.isBase))),
    );
  }, []);
  return list;
}

/** Formats major-unit amounts exactly as the site does; the code alone until the currencies are known. */
export function useMoney(): (amount: number, code: string) => string {
  const [known, setKnown] = useState<Map<string, Currency> | undefined>();
  useEffect(() => {
    void loadCurrencies().then(setKnown);
  }, []);
  return (amount, code) => {
    const currency = known?.get(code);
    return currency ? formatMoney(amount, currency, { display: 'code' }) : `${amount} ${code}`;
  };
}
