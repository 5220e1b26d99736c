import type { Currency } from '@croupier/contracts/settings';
import type { Tournament, TournamentPrize } from '@croupier/contracts/tournaments';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { publicCurrencies } from '../../platform/api/clients.ts';

/** How the tournament pages write money, dates and scores in the page's language. */
export function useTournamentFormat() {
  const { tag } = useI18n();
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
  }, []);
  const money = (amount: number, code: string) => moneyText(amount, code, currencies, { noCents: true });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
  /** Money staked, a count of rounds, or a multiplier (×2.50), after the tournament's rule. */
  const score = (t: Pick<Tournament, 'scoring' | 'currency'>, value: number) => {
    if (t.scoring === 'staked') return moneyText(value, t.currency, currencies);
    if (t.scoring === 'multiplier') {
      return `×${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
    }
    return new Intl.NumberFormat(tag).format(value);
  };
  /** A cash prize as money; a bonus prize by the operator's name for it (decision 0100). */
  const prize = (p: Pick<TournamentPrize, 'kind' | 'title' | 'amount' | 'currency'>) => prizeText(p, money);
  return { money, date, score, prize };
}

export const prizeText = (
  p: Pick<TournamentPrize, 'kind' | 'title' | 'amount' | 'currency'>,
  money: (amount: number, code: string) => string,
) => (p.kind === 'bonus' ? p.title : money(p.amount, p.currency));
