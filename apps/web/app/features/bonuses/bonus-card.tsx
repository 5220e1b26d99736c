import { playerBonusStatus } from '@croupier/contracts/constants';
import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import type { PlayerBonus } from './bonus-api.ts';
import { Expiry } from './expiry.tsx';
import { OfferCardFrame } from './offer-card-frame.tsx';
import { WagerProgress } from './wager-progress.tsx';

/** One player bonus: name, amount, status, deadline; an active one also its wagering and maximum bet. */
export function BonusCard(props: {
  bonus: PlayerBonus;
  busy: boolean;
  money(amount: number, code: string): string;
  onActivate(bonus: PlayerBonus): void;
  onCancel(bonus: PlayerBonus): void;
}) {
  const { t } = useI18n();
  const modals = useModals();
  const { bonus, money } = props;
  const active = bonus.status === playerBonusStatus.active;
  const issued = bonus.status === playerBonusStatus.issued;
  const titleId = `bonus-${bonus.id}`;
  return (
    <OfferCardFrame
      testId="bonus-card"
      titleId={titleId}
      name={bonus.name}
      status={bonus.status}
      active={active}
      icon={{ name: 'gift', tone: 'accent' }}
      headline={
        <p className="tabular font-bold text-2xl text-text tracking-tight" data-testid="bonus-amount">
          {money(bonus.amount, bonus.currency)}
        </p>
      }
    >
      {bonus.status === playerBonusStatus.pending ? (
        <p className="text-muted text-sm">{t('bonuses.card.pending')}</p>
      ) : null}
      {issued ? (
        <p className="text-muted text-sm">
          {t(bonus.wagerSportsbook > 0 ? 'bonuses.card.wagerTerms' : 'bonuses.card.wagerTermsCasino', {
            casino: bonus.wagerCasino,
            sportsbook: bonus.wagerSportsbook,
          })}
        </p>
      ) : null}
      {active ? <WagerProgress bonus={bonus} money={money} /> : null}

      {active && bonus.maxBetAmount !== null ? (
        <div className="flex flex-col gap-1 rounded-control bg-raised px-3 py-2 text-sm">
          <p className="text-muted">
            {t('bonuses.card.maxBet')}{' '}
            <span className="tabular font-semibold text-text">{money(bonus.maxBetAmount, bonus.currency)}</span>
          </p>
          <div className="-mx-3 flex flex-wrap">
            <Button variant="ghost" size="sm" className="text-cool" onClick={() => modals.open('max-bets', { bonus })}>
              {t('bonuses.card.maxBetMore')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-cool"
              onClick={() => modals.open('restricted-bets', { bonus })}
            >
              {t('bonuses.card.restricted')}
            </Button>
          </div>
        </div>
      ) : null}

      {bonus.expiresAt ? <Expiry end={bonus.expiresAt} active={active} /> : null}

      {issued || active ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {issued ? (
            <Button
              disabled={props.busy}
              aria-busy={props.busy}
              aria-describedby={titleId}
              onClick={() => props.onActivate(bonus)}
            >
              {t('bonuses.action.activate')}
            </Button>
          ) : null}
          <Button
            variant={active ? 'danger' : 'ghost'}
            disabled={props.busy}
            onClick={() => props.onCancel(bonus)}
            aria-describedby={titleId}
          >
            {t(active ? 'bonuses.action.cancel' : 'bonuses.action.decline')}
          </Button>
        </div>
      ) : null}
    </OfferCardFrame>
  );
}
