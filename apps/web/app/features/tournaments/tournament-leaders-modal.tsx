import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { LeadersTable } from './leaders-table.tsx';
import { ModalTournament } from './modal-tournament.tsx';

const fullBoard = 100;

/** tournament-leaders (S2.2-113, open to anyone): the top hundred of the leaderboard. */
export default function TournamentLeadersModal({ props, queryValue, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalTournament given={props.tournament} id={queryValue} leaders={fullBoard} titleId={titleId}>
      {(tournament) => (
        <ModalBody titleId={titleId} title={`${t('tournaments.leaderboard')}: ${tournament.title}`}>
          <div className="max-h-[60vh] overflow-y-auto">
            <LeadersTable
              tournament={tournament}
              leaders={tournament.leaders}
              playerId={undefined}
              caption={t('tournaments.leaderboard')}
            />
          </div>
        </ModalBody>
      )}
    </ModalTournament>
  );
}
