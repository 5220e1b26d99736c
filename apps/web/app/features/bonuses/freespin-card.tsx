import { playerBonusStatus } from '@croupier/contracts/constants';
import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import type { PlayerFreespin } from './bonus-api.ts';
import { freespinPlayPath } from './bonus-view.ts';
import { Expiry } from './expiry.tsx';
import { OfferCardFrame } from './offer-card-frame.tsx';

/** One free-spin award: spins left, stake, status and deadline; details, activation, play. */
export function FreespinCard(props: {
  freespin: PlayerFreespin;
  busy: boolean;
  money(amount: number, code: string): string;
  onActivate(freespin: PlayerFreespin): void;
}) {
  const { t } = useI18n();
  const modals = useModals();
  const { freespin, money } = props;
  const active = freespin.status === playerBonusStatus.active;
  const titleId = `freespin-${freespin.id}`;
  return (
    <OfferCardFrame
      testId="freespin-card"
      titleId={titleId}
      name={freespin.name}
      status={freespin.status}
      active={active}
      icon={{ name: 'star', tone: 'cool' }}
      headline={
        <>
          <p className="tabular font-bold text-2xl text-text tracking-tight">
            {t('bonuses.freespin.count', { count: freespin.count - freespin.playedCount })}
          </p>
          <p className="tabular text-muted text-sm">
            {t('bonuses.freespin.perSpin', { amount: money(freespin.betValue, freespin.currency) })}
          </p>
        </>
      }
    >
      {freespin.expiresAt ? <Expiry end={freespin.expiresAt} active={active} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {freespin.status === playerBonusStatus.issued ? (
          <Button
            disabled={props.busy}
            aria-busy={props.busy}
            aria-describedby={titleId}
            onClick={() => props.onActivate(freespin)}
          >
            {t('bonuses.action.activate')}
          </Button>
        ) : null}
        {active ? (
          <SiteLink to={freespinPlayPath(freespin)} className={buttonClass()}>
            {t('bonuses.action.play')}
          </SiteLink>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => modals.open('free-spin-detail', { freespin })}
          aria-describedby={titleId}
        >
          {t('bonuses.action.details')}
        </Button>
      </div>
    </OfferCardFrame>
  );
}
