import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { ModalTournament } from './modal-tournament.tsx';
import { useTournamentFormat } from './tournament-format.ts';

/** tournament-rules (S2.2-112, open to anyone): how the tournament scores, and the operator's terms. */
export default function TournamentRulesModal({ props, queryValue, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const format = useTournamentFormat();
  return (
    <ModalTournament given={props.tournament} id={queryValue} leaders={0} titleId={titleId}>
      {(tournament) => (
        <ModalBody
          titleId={titleId}
          title={`${t('tournaments.rules')}: ${tournament.title}`}
          lead={t(`tournaments.scoringHelp.${tournament.scoring}`)}
        >
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted text-sm marker:text-accent">
            {tournament.minBet > 0 ? (
              <li>{t('tournaments.minBet', { amount: format.money(tournament.minBet, tournament.currency) })}</li>
            ) : null}
            {tournament.rules
              .split('\n')
              .filter(Boolean)
              .map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ul>
        </ModalBody>
      )}
    </ModalTournament>
  );
}
