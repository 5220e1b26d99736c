import type { AdminWithdrawal } from '@croupier/contracts/admin-withdrawals';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../platform/money.ts';

/** The facts a withdrawal is weighed on, each marked when it calls for a closer look. */
export function RiskFacts(props: { risk: AdminWithdrawal['risk']; currency: string }) {
  const { t } = useI18n();
  const money = useMoney();
  const { risk } = props;
  const facts: { label: string; value: string; flag: boolean }[] = [
    {
      label: t('withdrawals.turnover'),
      value:
        risk.turnoverRemaining > 0
          ? t('withdrawals.turnoverLeft', { amount: money(risk.turnoverRemaining, props.currency) })
          : t('withdrawals.turnoverDone'),
      flag: risk.turnoverRemaining > 0,
    },
    {
      label: t('withdrawals.bonus'),
      value: risk.activeBonus ? risk.activeBonus.name : t('withdrawals.none'),
      flag: risk.activeBonus !== null,
    },
    {
      label: t('withdrawals.identity'),
      value: risk.identityVerified ? t('withdrawals.verified') : t('withdrawals.notVerified'),
      flag: !risk.identityVerified,
    },
    {
      label: t('withdrawals.devices'),
      value: risk.duplicate ? t('withdrawals.shared') : t('withdrawals.notShared'),
      flag: risk.duplicate,
    },
    { label: t('withdrawals.country'), value: risk.country ?? '—', flag: false },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-muted">{fact.label}</dt>
          <dd className={fact.flag ? 'font-semibold text-warning' : ''}>
            {fact.flag ? <span className="sr-only">{t('withdrawals.attention')} </span> : null}
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
