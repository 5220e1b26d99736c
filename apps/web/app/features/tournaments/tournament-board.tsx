import { realtimeEvents, tournamentBoardChannel } from '@croupier/contracts/realtime-channels';
import type { TournamentBoard as Board, TournamentDetail } from '@croupier/contracts/tournaments';
import { Button, buttonClass } from '@croupier/ui/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { setLive, useLive } from '../../platform/api/live-cache.ts';
import { useRootData } from '../../platform/root-data.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { useFollowedChannel, usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { LeadersTable } from './leaders-table.tsx';
import { OwnStanding } from './own-standing.tsx';
import { StatusPill } from './status-pill.tsx';
import { useTournamentFormat } from './tournament-format.ts';
import { isTournamentBoard, isTournamentUpdate, tournamentKey, tournamentsApi, withUpdate } from './tournaments-api.ts';

/**
 * /tournaments/:identity: the tournament, its prizes and leaderboard. The page comes with the public variant; a
 * player's browser reads the authorized one (their own entry) and lays each push of their tournaments channel
 * over it, so their rank and score move as they play (decision 0093). Everyone on the page, guest or player,
 * follows the tournament's public leaderboard channel and shows whichever board is newer (decision 0098).
 */
export function TournamentBoard({ initial }: { initial: TournamentDetail }) {
  const { t, path } = useI18n();
  const loggedIn = useRootData()?.loggedIn === true;
  const key = tournamentKey(initial.id, loggedIn);
  const live = useLive(loggedIn ? key : undefined, () => tournamentsApi.detail(initial.id, true));
  usePlayerEvent('tournaments', realtimeEvents.tournamentUpdated, (data) => {
    if (isTournamentUpdate(data) && data.id === initial.id) setLive(key, withUpdate(data));
  });
  const [board, setBoard] = useState<Board | undefined>(undefined);
  useFollowedChannel(tournamentBoardChannel(initial.id), realtimeEvents.tournamentBoard, (data) => {
    if (!isTournamentBoard(data) || data.id !== initial.id) return;
    setBoard((shown) => (shown && shown.version >= data.version ? shown : data));
  });
  const read = live.data ?? initial;
  const tournament =
    board && board.version > read.boardVersion
      ? { ...read, leaders: board.leaders, entrants: board.entrants, boardVersion: board.version }
      : read;
  const format = useTournamentFormat();
  const modals = useModals();
  // Game types the site has a name for are named; one it does not know stays as the operator wrote it.
  const typeName = (type: string) => (knownTypes.has(type) ? t(`tournaments.type.${type}`) : type);
  const [joinError, setJoinError] = useState<string | undefined>(undefined);
  const join = async () => {
    const answer = await tournamentsApi.join(tournament.id);
    setJoinError(answer.ok ? undefined : answer.error.code);
    if (answer.ok) setLive(key, () => answer.data);
  };
  const openModal = (name: 'tournament-rules' | 'tournament-leaders') =>
    modals.open(name, { tournament }, { queryValue: tournament.id });

  return (
    <main className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <nav aria-label={t('tournaments.back')} className="text-sm">
          <Link to={path('/tournaments')} className="text-muted hover:text-text">
            {t('tournaments.back')}
          </Link>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-semibold text-3xl tracking-tight md:text-4xl">{tournament.title}</h1>
          <StatusPill status={tournament.status} />
        </div>
        {tournament.description ? <p className="max-w-2xl text-muted">{tournament.description}</p> : null}
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-muted text-sm">
          <li>{t('tournaments.startsAt', { date: format.date(tournament.startsAt) })}</li>
          <li>
            {t(tournament.status === 'finished' ? 'tournaments.endedAt' : 'tournaments.endsAt', {
              date: format.date(tournament.endsAt),
            })}
          </li>
          <li>{t(`tournaments.scoring.${tournament.scoring}`)}</li>
          {tournament.minBet > 0 ? (
            <li>{t('tournaments.minBet', { amount: format.money(tournament.minBet, tournament.currency) })}</li>
          ) : null}
          <li>
            {tournament.gameTypes.length
              ? t('tournaments.games.types', { types: tournament.gameTypes.map(typeName).join(', ') })
              : t('tournaments.games.all')}
          </li>
          <li>
            {t(`tournaments.entry.${tournament.entry}`, {
              amount: format.money(tournament.buyIn, tournament.currency),
            })}
          </li>
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={() => openModal('tournament-rules')}>
            {t('tournaments.rules')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => openModal('tournament-leaders')}>
            {t('tournaments.fullLeaderboard')}
          </Button>
        </div>
      </header>

      <OwnStanding
        tournament={tournament}
        loggedIn={loggedIn}
        onJoin={join}
        joinError={joinError}
        loginTo={path('/login')}
      />

      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section className="flex flex-col gap-4" aria-labelledby="tournament-leaderboard">
          <h2 id="tournament-leaderboard" className="font-semibold text-xl">
            {t('tournaments.leaderboard')}
          </h2>
          <LeadersTable
            tournament={tournament}
            leaders={tournament.leaders}
            playerId={tournament.me ? playerIdOf(tournament) : undefined}
            caption={t('tournaments.leaderboard')}
          />
        </section>
        <section className="flex flex-col gap-4" aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes" className="font-semibold text-xl">
            {t('tournaments.prizes')}
          </h2>
          <p className="text-muted text-sm">
            {t('tournaments.prizePool')}:{' '}
            <span className="font-semibold text-text">{format.money(tournament.prizePool, tournament.currency)}</span>
          </p>
          <ol className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface">
            {tournament.prizes.map((prize) => (
              <li key={prize.place} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span className="text-muted">{t('tournaments.place', { place: prize.place })}</span>
                <span className="font-semibold">
                  {format.prize(prize)}
                  {prize.kind === 'bonus' ? (
                    <span className="ml-2 rounded bg-raised px-1.5 py-0.5 font-normal text-muted text-xs">
                      {t('tournaments.prize.bonus')}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
          <Link to={path('/tournaments')} className={buttonClass({ variant: 'ghost', size: 'sm', className: 'w-fit' })}>
            {t('tournaments.back')}
          </Link>
        </section>
      </div>
    </main>
  );
}

const knownTypes = new Set(['slots', 'roulette', 'blackjack', 'crash', 'live', 'dice', 'plinko', 'mines']);

/** The player's own line: the leader whose rank is theirs. */
function playerIdOf(tournament: TournamentDetail): string | undefined {
  const rank = tournament.me?.rank;
  return rank ? tournament.leaders.find((l) => l.rank === rank)?.playerId : undefined;
}
