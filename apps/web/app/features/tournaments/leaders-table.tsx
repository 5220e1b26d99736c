import type { TournamentDetail, TournamentLeader } from '@croupier/contracts/tournaments';
import { useI18n } from '../../i18n/i18n.tsx';
import { useTournamentFormat } from './tournament-format.ts';

/** The leaderboard lines with the prize each place wins; the player's own line is marked. */
export function LeadersTable(props: {
  tournament: Pick<TournamentDetail, 'scoring' | 'currency' | 'prizes'>;
  leaders: TournamentLeader[];
  playerId: string | undefined;
  caption: string;
}) {
  const { t } = useI18n();
  const format = useTournamentFormat();
  if (props.leaders.length === 0) return <p className="text-muted">{t('tournaments.leadersEmpty')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="text-subtle text-xs uppercase tracking-wider">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('tournaments.column.rank')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('tournaments.column.player')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {t('tournaments.column.score')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('tournaments.column.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.leaders.map((leader) => {
          const mine = leader.playerId === props.playerId;
          const prize = props.tournament.prizes.find((p) => p.place === leader.rank);
          return (
            <tr
              key={leader.playerId}
              className={`border-line border-t ${mine ? 'bg-accent/10 font-semibold' : ''}`}
              aria-current={mine ? 'true' : undefined}
            >
              <td className="py-2 pr-3 tabular-nums">{leader.rank}</td>
              <td className="py-2 pr-3">{mine ? `${leader.name} (${t('tournaments.you')})` : leader.name}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{format.score(props.tournament, leader.score)}</td>
              <td className="py-2 text-right tabular-nums">{prize ? format.prize(prize) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
