import { playerStatus } from '@croupier/contracts/constants';
import { useI18n } from '../../i18n/i18n.tsx';

/** Spec 01 §3: 1 active, 2 limited (no deposits), anything else disabled. */
export function StatusBadge(props: { status: number }) {
  const { t } = useI18n();
  const [key, tone] =
    props.status === playerStatus.active
      ? ['active', 'bg-success/15 text-success']
      : props.status === playerStatus.limited
        ? ['limited', 'bg-warning/15 text-warning']
        : ['disabled', 'bg-danger/15 text-danger'];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ${tone}`}>
      {t(`profile.status.${key}`)}
    </span>
  );
}
