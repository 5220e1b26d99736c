import { playerBonusStatus } from '@croupier/contracts/constants';
import { useI18n } from '../../i18n/i18n.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import type { PlayerFreespin } from './bonus-api.ts';
import { freespinPlayPath } from './bonus-view.ts';
import { Expiry } from './expiry.tsx';
import { StatusBadge } from './status-badge.tsx';

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
    <article
      aria-labelledby={titleId}
      data-testid="freespin-card"
      className={`flex flex-col gap-4 rounded-card border bg-surface p-5 ${active ? 'border-success/50' : 'border-line'}`}
    >
      <header className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cool/15 text-cool">
            <Icon name="star" className="size-5" />
          </span>
          <StatusBadge status={freespin.status} />
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="font-semibold text-text leading-snug">
            {freespin.name}
          </h3>
          <p className="tabular font-bold text-2xl text-text tracking-tight">
            {t('bonuses.freespin.count', { count: freespin.count - freespin.playedCount })}
          </p>
          <p className="tabular text-muted text-sm">
            {t('bonuses.freespin.perSpin', { amount: money(freespin.betValue, freespin.currency) })}
          </p>
        </div>
      </header>
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
    </article>
  );
}
