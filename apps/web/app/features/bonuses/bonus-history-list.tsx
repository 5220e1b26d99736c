import type { BonusHistoryBonus, BonusHistoryFreespins, BonusHistoryItem } from '@croupier/contracts/bonus-history';
import { playerBonusStatus } from '@croupier/contracts/constants';
import { type MoneyCurrency, minorToMajor } from '@croupier/i18n/money';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { LocalTime } from '../profile/local-time.tsx';
import { historyBadge, historySource } from './bonus-history-view.ts';

type Money = (minor: string) => string;

/**
 * The bonus history (decision 0080): each bonus and free-spin award with what became of it — granted,
 * wagered, converted, forfeited — in its own currency. Read only: actions live on My bonuses.
 */
export function BonusHistoryList(props: { items: BonusHistoryItem[]; currencies: MoneyCurrency[] }) {
  const { t } = useI18n();
  if (props.items.length === 0) return <p className="text-muted">{t('bonuses.history.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {props.items.map((item) => {
        const money: Money = (minor) =>
          moneyText(Number(minorToMajor(minor, item.subunitToUnit)), item.currency, props.currencies);
        return <HistoryRow key={item.id} item={item} money={money} />;
      })}
    </ul>
  );
}

const badgeTones = {
  positive: 'bg-success/15 text-success',
  open: 'bg-accent/15 text-accent',
  ended: 'bg-overlay text-muted',
} as const;

function HistoryRow(props: { item: BonusHistoryItem; money: Money }) {
  const { t } = useI18n();
  const { item } = props;
  const badge = historyBadge(item);
  return (
    <li
      data-testid="bonus-history-row"
      className="flex flex-col gap-3 rounded-control border border-line bg-raised p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold text-text">{item.name}</p>
          <p className="text-muted text-sm">
            {t(`bonuses.history.source.${historySource(item)}`)} · <LocalTime value={item.issuedAt} />
          </p>
        </div>
        <span
          data-testid="bonus-history-outcome"
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 font-semibold text-xs ${badgeTones[badge.tone]}`}
        >
          {t(badge.key)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {item.kind === 'bonus' ? <BonusFigures bonus={item} money={props.money} /> : null}
        {item.kind === 'freespins' ? <SpinFigures spins={item} money={props.money} /> : null}
        {item.finishedAt ? (
          <Figure label={t('bonuses.history.finished')}>
            <LocalTime value={item.finishedAt} />
          </Figure>
        ) : null}
      </dl>
    </li>
  );
}

function Figure(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-muted">{props.label}</dt>
      <dd className="tabular text-text" data-testid={props.testId}>
        {props.children}
      </dd>
    </>
  );
}

function BonusFigures(props: { bonus: BonusHistoryBonus; money: Money }) {
  const { t } = useI18n();
  const { bonus, money } = props;
  const issuedOnly = bonus.status === playerBonusStatus.issued || bonus.status === playerBonusStatus.pending;
  return (
    <>
      <Figure label={t('bonuses.history.amount')}>{money(bonus.amountMinor)}</Figure>
      {issuedOnly ? null : (
        <>
          <Figure label={t('bonuses.history.granted')} testId="bonus-history-granted">
            {money(bonus.grantedMinor)}
          </Figure>
          <Figure label={t('bonuses.history.wagered')}>
            {t('bonuses.wager.progress', {
              current: money(bonus.wageredCasinoMinor),
              required: money(bonus.requiredWagerCasinoMinor),
            })}
          </Figure>
          {bonus.requiredWagerSportsbookMinor !== '0' ? (
            <Figure label={t('bonuses.history.wageredSportsbook')}>
              {t('bonuses.wager.progress', {
                current: money(bonus.wageredSportsbookMinor),
                required: money(bonus.requiredWagerSportsbookMinor),
              })}
            </Figure>
          ) : null}
          <Figure label={t('bonuses.history.converted')} testId="bonus-history-converted">
            {money(bonus.convertedMinor)}
          </Figure>
          <Figure label={t('bonuses.history.forfeited')} testId="bonus-history-forfeited">
            {money(bonus.forfeitedMinor)}
          </Figure>
        </>
      )}
    </>
  );
}

function SpinFigures(props: { spins: BonusHistoryFreespins; money: Money }) {
  const { t } = useI18n();
  const { spins, money } = props;
  return (
    <>
      <Figure label={t('bonuses.freespin.spins')}>
        {t('bonuses.freespin.spinsValue', { played: spins.playedCount, count: spins.count })}
      </Figure>
      <Figure label={t('bonuses.freespin.bet')}>{money(spins.betValueMinor)}</Figure>
      <Figure label={t('bonuses.history.winnings')}>{money(spins.winMinor)}</Figure>
    </>
  );
}
