import type { TournamentStatus } from '@croupier/contracts/tournaments';
import { useI18n } from '../../i18n/i18n.tsx';

const looks: Record<TournamentStatus, string> = {
  running: 'bg-accent text-on-accent',
  upcoming: 'border border-line text-text',
  finished: 'bg-raised text-muted',
};

export function StatusPill({ status }: { status: TournamentStatus }) {
  const { t } = useI18n();
  return (
    <span className={`shrink-0 rounded-full px-3 py-1 font-semibold text-xs uppercase tracking-wider ${looks[status]}`}>
      {t(`tournaments.status.${status}`)}
    </span>
  );
}
