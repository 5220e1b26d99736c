import type { Tournament, TournamentStatus } from '@croupier/contracts/tournaments';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { StatusPill } from './status-pill.tsx';
import { useTournamentFormat } from './tournament-format.ts';

const order: TournamentStatus[] = ['running', 'upcoming', 'finished'];

/** /tournaments: running, upcoming and finished tournaments as cards (null: the list could not be loaded). */
export function TournamentList(props: { tournaments: Tournament[] | null }) {
  const { t } = useI18n();
  if (!props.tournaments) return <p className="text-muted">{t('tournaments.unavailable')}</p>;
  const all = props.tournaments;
  if (all.length === 0) return <p className="text-muted">{t('tournaments.empty')}</p>;
  return (
    <div className="flex flex-col gap-10">
      {order.map((status) => {
        const some = all.filter((item) => item.status === status);
        if (some.length === 0) return null;
        return (
          <section key={status} className="flex flex-col gap-4" aria-labelledby={`tournaments-${status}`}>
            <h2 id={`tournaments-${status}`} className="font-semibold text-xl">
              {t(`tournaments.section.${status}`)}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {some.map((item) => (
                <TournamentCard key={item.id} tournament={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t, path } = useI18n();
  const format = useTournamentFormat();
  const when =
    tournament.status === 'upcoming'
      ? t('tournaments.startsAt', { date: format.date(tournament.startsAt) })
      : tournament.status === 'running'
        ? t('tournaments.endsAt', { date: format.date(tournament.endsAt) })
        : t('tournaments.endedAt', { date: format.date(tournament.endsAt) });
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-lg">
          <Link to={path(`/tournaments/${tournament.id}`)} className="hover:text-accent">
            {tournament.title}
          </Link>
        </h3>
        <StatusPill status={tournament.status} />
      </div>
      {tournament.description ? <p className="text-muted text-sm">{tournament.description}</p> : null}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-subtle">{t('tournaments.prizePool')}</dt>
          <dd className="font-semibold text-lg">{format.money(tournament.prizePool, tournament.currency)}</dd>
        </div>
        <div>
          <dt className="text-subtle">{t(`tournaments.scoring.${tournament.scoring}`)}</dt>
          <dd>{t('tournaments.entrants', { count: tournament.entrants })}</dd>
        </div>
      </dl>
      <p className="mt-auto text-muted text-sm">{when}</p>
    </li>
  );
}
