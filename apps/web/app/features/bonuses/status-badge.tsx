import { playerBonusStatus } from '@croupier/contracts/constants';
import { useI18n } from '../../i18n/i18n.tsx';

const styles: Record<number, string> = {
  [playerBonusStatus.issued]: 'bg-accent/15 text-accent',
  [playerBonusStatus.active]: 'bg-success/15 text-success',
  [playerBonusStatus.pending]: 'bg-overlay text-muted',
};

/** The item's status in words (spec 02 §4: 1 issued, 2 active, 4 pending). */
export function StatusBadge(props: { status: number }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="bonus-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 font-semibold text-xs ${styles[props.status] ?? 'bg-overlay text-muted'}`}
    >
      {t(`bonuses.status.${props.status}`)}
    </span>
  );
}
