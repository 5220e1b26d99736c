import type { TournamentDetail, tournamentErrorCodes } from '@croupier/contracts/tournaments';
import { Button, buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useTournamentFormat } from './tournament-format.ts';

/** The contract's code, checked by type only: the site loads no zod for it. */
const insufficientBalance: (typeof tournamentErrorCodes)['insufficientBalance'] =
  'tournament_buy_in_insufficient_balance';

/** The player's rank, score and the prize it wins now; a guest is asked to log in, an opt-in player to join. */
export function OwnStanding(props: {
  tournament: TournamentDetail;
  loggedIn: boolean;
  onJoin(): void;
  /** Why the last join failed: the error's code, or undefined. */
  joinError: string | undefined;
  loginTo: string;
}) {
  const { t } = useI18n();
  const format = useTournamentFormat();
  const { tournament } = props;
  const me = tournament.me;
  const open = tournament.status !== 'finished';
  let body: React.ReactNode;
  if (!props.loggedIn) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{t('tournaments.me.guest')}</p>
        <Link to={props.loginTo} className={buttonClass({ size: 'sm' })}>
          {t('tournaments.login')}
        </Link>
      </div>
    );
  } else if (!me) {
    body = <div className="h-12 animate-pulse rounded bg-raised" />;
  } else if (!me.joined && tournament.entry !== 'automatic' && open) {
    const buyIn = tournament.entry === 'buy_in' ? format.money(tournament.buyIn, tournament.currency) : undefined;
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{t(buyIn ? 'tournaments.me.notBoughtIn' : 'tournaments.me.notJoined')}</p>
        <Button size="sm" onClick={props.onJoin}>
          {buyIn ? t('tournaments.joinBuyIn', { amount: buyIn }) : t('tournaments.join')}
        </Button>
        {props.joinError ? (
          <p role="alert" className="w-full text-danger text-sm">
            {props.joinError === insufficientBalance
              ? t('tournaments.joinInsufficient', { amount: buyIn ?? '' })
              : t('tournaments.joinFailed')}
          </p>
        ) : null}
      </div>
    );
  } else if (!me.joined || me.rank === null) {
    body = <p className="text-muted">{t('tournaments.me.notEntered')}</p>;
  } else {
    body = (
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg" data-testid="tournament-own-entry">
          <span className="font-semibold">{t('tournaments.me.rank', { rank: me.rank })}</span>
          <span>{t('tournaments.me.score', { score: format.score(tournament, me.score) })}</span>
        </p>
        {me.prize ? (
          <p className="text-accent text-sm">{t('tournaments.me.prize', { prize: format.prize(me.prize) })}</p>
        ) : null}
        {open ? <p className="text-subtle text-xs">{t('tournaments.me.live')}</p> : null}
      </div>
    );
  }
  return (
    <section
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
      aria-labelledby="tournament-me"
      aria-live="polite"
    >
      <h2 id="tournament-me" className="font-semibold text-lg">
        {t('tournaments.me.title')}
      </h2>
      {body}
    </section>
  );
}
