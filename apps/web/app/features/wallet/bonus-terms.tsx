import type { Bonus } from '@croupier/contracts/bonus-offers';
import { bonusType } from '@croupier/contracts/constants';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { useAccounts } from '../accounts/accounts-store.ts';
import { offerTitle } from '../bonus-offers/offer-title.ts';
import type { DepositBonus } from './bonus-api.ts';

/** Game types the contributions name (the house's types); another target shows as it is. */
const knownTypes = new Set(['slots', 'plinko', 'mines', 'dice', 'roulette', 'blackjack', 'crash']);

/** Amounts of a bonus modal in the currency it was opened with, through the one money formatter. */
export function useBonusMoney(currency: string): (amount: number) => string {
  const accounts = useAccounts(true);
  return (amount) => moneyText(amount, currency, accounts.currencies, { noCents: true });
}

/** Whether a modal prop is a deposit bonus as GET /api/game/bonuses answers it. */
export function isDepositBonus(value: unknown): value is DepositBonus {
  const offer = value as DepositBonus | undefined;
  return typeof offer?.id === 'string' && Array.isArray(offer.package?.bonuses);
}

export function useTitleOf(currency: string): (offer: DepositBonus) => string {
  const { t } = useI18n();
  const money = useBonusMoney(currency);
  return (offer) => offerTitle(t, money, offer, currency);
}

/**
 * The real terms of one bonus (issue 21: a bonus's text states its wagering, contributions, maximum bet
 * and expiry), from the offer as the API gives it in the player's currency.
 */
export function BonusTerms(props: { bonus: Bonus; currency: string }) {
  const { t } = useI18n();
  const money = useBonusMoney(props.currency);
  const { bonus } = props;
  const base = t(
    bonus.wagerBase === 'bonus_deposit' ? 'walletBonus.terms.baseBonusDeposit' : 'walletBonus.terms.baseBonus',
  );
  const lines: { key: string; text: string }[] = [];
  if (bonus.type === bonusType.freeSpins && bonus.freeSpins) {
    const count = bonus.assignConditions.presets.reduce((sum, preset) => sum + preset.quantity, 0);
    lines.push({
      key: 'spins',
      text:
        bonus.freeSpins.betValue === null
          ? t('walletBonus.terms.spins', { count, game: bonus.freeSpins.gameIdentity })
          : t('walletBonus.terms.spinsValue', {
              count,
              game: bonus.freeSpins.gameIdentity,
              amount: money(bonus.freeSpins.betValue),
            }),
    });
  }
  if (bonus.wagerCasino > 0) {
    lines.push({ key: 'casino', text: t('walletBonus.terms.wagerCasino', { times: bonus.wagerCasino, base }) });
  }
  if (bonus.wagerSportsbook > 0) {
    lines.push({
      key: 'sportsbook',
      text: t('walletBonus.terms.wagerSportsbook', { times: bonus.wagerSportsbook, base }),
    });
  }
  if (bonus.wagerCasino === 0 && bonus.wagerSportsbook === 0) {
    lines.push({ key: 'noWager', text: t('walletBonus.terms.noWager') });
  }
  lines.push({ key: 'claim', text: t('walletBonus.terms.claimDays', { count: bonus.claimDays }) });
  lines.push({ key: 'active', text: t('walletBonus.terms.activeDays', { count: bonus.activeDays }) });
  if (bonus.maxBetAmount !== null) {
    lines.push({ key: 'maxBet', text: t('walletBonus.terms.maxBet', { amount: money(bonus.maxBetAmount) }) });
  }
  if (bonus.maxConversionAmount !== null) {
    lines.push({
      key: 'maxConversion',
      text: t('walletBonus.terms.maxConversion', { amount: money(bonus.maxConversionAmount) }),
    });
  }
  if (bonus.locksDeposit) lines.push({ key: 'locks', text: t('walletBonus.terms.locksDeposit') });

  const targetName = (target: string) => {
    if (target === '*') return t('walletBonus.target.other');
    const [kind, name = ''] = target.split(':');
    if (kind === 'type' && knownTypes.has(name)) return t(`walletBonus.target.${name}`);
    return name || target;
  };

  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-raised p-4">
      <p className="font-semibold text-text">{bonus.name}</p>
      <ul className="flex flex-col gap-1.5 text-muted text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-subtle" />
            {line.text}
          </li>
        ))}
      </ul>
      {bonus.contributions.length ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-sm text-text">{t('walletBonus.terms.contributions')}</p>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {bonus.contributions.map((contribution) => (
              <li key={contribution.target} className="flex justify-between gap-2">
                <span className="text-muted">{targetName(contribution.target)}</span>
                <span className="tabular text-text">
                  {contribution.restricted
                    ? t('walletBonus.terms.excluded')
                    : t('walletBonus.terms.percent', { percent: contribution.percent })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
