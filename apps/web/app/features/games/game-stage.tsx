import type { Game, Launch } from '@croupier/contracts/games';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { Button, buttonClass } from '@croupier/ui/button';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { activeAccount, useAccounts } from '../accounts/accounts-store.ts';
import { saveReturnGame } from '../auth/return-game.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { launchFreespin, launchGame } from './catalogue-client.ts';
import { type LaunchProblem, launchProblem, minimumBet, platformForWidth } from './launch-outcome.ts';

type LaunchState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ready'; launch: Launch }
  | { status: 'refused'; problem: LaunchProblem; currency?: string };

/**
 * The game's frame (spec 01 §2 "/games/:id"): demo by default, real money with ?real=true for a player.
 * It asks the API for a launch URL (which carries the provider session token), relaunches when the player
 * switches currency, and explains every refusal in place. A guest asking for real money gets the
 * demo-game choice instead of a launch.
 */
export function GameStage(props: { game: Game; real: boolean; loggedIn: boolean; freespin?: string | undefined }) {
  const { t, locale } = useI18n();
  const modals = useModals();
  const accounts = useAccounts(props.loggedIn);
  const account = activeAccount(accounts);
  const currency = props.real ? account?.currency : undefined;
  const [state, setState] = useState<LaunchState>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const { game, real, loggedIn, freespin } = props;
  // The balance when the game last refused a bet for want of funds: the prompt stays until it grows.
  const [refusedAt, setRefusedAt] = useState<number | undefined>(undefined);
  usePlayerEvent('bets', realtimeEvents.betBalanceInsufficient, (data) => {
    const refusal = data as { gameId?: string; balance?: number };
    if (refusal.gameId === game.id) setRefusedAt(refusal.balance ?? account?.balance ?? 0);
  });
  usePlayerEvent('bets', realtimeEvents.betRestricted, (data) => {
    const refusal = data as { gameId?: string; cause?: string; currency?: string };
    if (refusal.gameId !== game.id) return;
    // The active bonus's terms exclude this game (decision 0071); otherwise the player's own limit refused it.
    if (refusal.cause === 'bonus_restricted') {
      modals.open('game-bonus-restriction-warning', { game: game.name, currency: refusal.currency });
    } else {
      modals.open('game-limit-reached', { ...refusal, gameName: game.name });
    }
  });
  usePlayerEvent('bets', realtimeEvents.betMaxExceeded, (data) => {
    const refusal = data as { gameId?: string; cause?: string };
    if (refusal.gameId === game.id && refusal.cause === 'bonus_max_bet') modals.open('max-bets', { ...refusal });
  });
  const min = minimumBet(game.betRanges, account?.currency);
  // Free spins cost nothing: no deposit prompt while an award plays.
  const lowBalance =
    real &&
    !freespin &&
    loggedIn &&
    account !== undefined &&
    ((min !== undefined && account.balance < min) || (refusedAt !== undefined && account.balance <= refusedAt));
  const guestWantsReal = real && !loggedIn;
  const waitingForAccount = real && loggedIn && !currency && accounts.status !== 'failed';

  useEffect(() => {
    if (guestWantsReal) modals.open('demo-game', { gameId: game.identity, gameName: game.name });
    else if (modals.isOpen('demo-game')) modals.close('demo-game');
  }, [guestWantsReal, game.identity, game.name, modals]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (guestWantsReal || waitingForAccount) {
      setState({ status: 'waiting' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const platform = platformForWidth(window.innerWidth);
    // A free-spin award plays in its own currency, whichever account is active.
    const launching = freespin
      ? launchFreespin(freespin, { locale, platform })
      : launchGame(game.id, { real, ...(currency ? { currency } : {}), locale, platform });
    void launching.then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setState({ status: 'ready', launch: answer.data });
        if (real && !freespin)
          saveReturnGame({ path: `${window.location.pathname}${window.location.search}`, name: game.name });
        return;
      }
      const problem = launchProblem({ status: answer.status, code: answer.error.code });
      setState({ status: 'refused', problem, ...(currency ? { currency } : {}) });
      if (problem === 'restricted') modals.open('geo-restricted-game', { gameName: game.name });
      if (problem === 'ageUnconfirmed') modals.open('update-profile-fields');
    });
    return () => {
      current = false;
    };
  }, [game.id, game.name, real, currency, locale, guestWantsReal, waitingForAccount, attempt, modals, freespin]);

  // On a phone the page brings the frame, once launched, to the screen between the bars, unless the
  // visitor has scrolled already: the game, its result and its balance are then all in view (decision 0062).
  useEffect(() => {
    if (state.status !== 'ready' || window.scrollY > 0) return;
    if (window.matchMedia('(max-width: 767.98px)').matches) stage.current?.scrollIntoView({ block: 'start' });
  }, [state.status]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  let body: ReactNode;
  if (state.status === 'ready') {
    body = (
      <iframe
        key={state.launch.url}
        src={state.launch.url}
        title={t('gamePlay.stage.frameTitle', { name: game.name })}
        allow="fullscreen"
        data-testid="game-frame"
        data-mode={state.launch.mode}
        className="absolute inset-0 size-full border-0 bg-ink"
      />
    );
  } else if (state.status === 'refused') {
    body = (
      <Refusal problem={state.problem} game={game} currency={state.currency} retry={() => setAttempt((n) => n + 1)} />
    );
  } else if (guestWantsReal) {
    body = <GuestChoice game={game} />;
  } else {
    body = (
      <div className="grid size-full place-items-center" role="status">
        <span className="flex items-center gap-3 text-muted">
          <span className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" />
          {t('gamePlay.stage.loading')}
        </span>
      </div>
    );
  }

  return (
    <section aria-label={t('gamePlay.stage.label')} className="flex flex-col gap-3">
      {/* Below the site's mobile breakpoint the frame is the screen between the top bar and the bottom
          navigation (a fixed shape was shorter than the games, which then scrolled their result away). */}
      <div
        ref={stage}
        className="relative h-[calc(100svh-8rem-env(safe-area-inset-bottom))] min-h-96 w-full scroll-mt-16 overflow-hidden rounded-sheet border border-line bg-ink md:aspect-video md:h-auto md:min-h-0"
      >
        {body}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ModeSwitch game={game} real={real} />
        <div className="flex items-center gap-2">
          {real && loggedIn && account ? (
            <p className="text-muted text-sm">
              {t('gamePlay.stage.balance')}{' '}
              <span className="font-semibold text-text tabular" data-testid="game-balance">
                {moneyText(account.balance, account.currency, accounts.currencies)}
              </span>
            </p>
          ) : null}
          <Button
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            variant="secondary"
            size="sm"
            className="px-3 font-medium"
          >
            <Icon name={fullscreen ? 'shrink' : 'expand'} className="size-4" />
            {t(fullscreen ? 'gamePlay.stage.exitFullscreen' : 'gamePlay.stage.fullscreen')}
          </Button>
        </div>
      </div>
      {lowBalance ? <DepositPrompt game={game} /> : null}
    </section>
  );
}

/** Demo or real money, as two links: the mode is part of the address (?real=true). */
function ModeSwitch(props: { game: Game; real: boolean }) {
  const { t, path } = useI18n();
  const page = path(`/games/${props.game.identity}`);
  const option =
    'inline-flex min-h-9 items-center rounded-control px-4 font-semibold text-sm text-muted transition-colors duration-quick hover:text-text aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';
  return (
    <nav
      aria-label={t('gamePlay.stage.mode')}
      className="inline-flex rounded-control border border-line bg-surface p-1"
    >
      {props.game.hasDemo ? (
        <Link to={page} replace aria-current={props.real ? undefined : 'page'} className={option}>
          {t('gamePlay.stage.demo')}
        </Link>
      ) : null}
      <Link to={`${page}?real=true`} replace aria-current={props.real ? 'page' : undefined} className={option}>
        {t('gamePlay.stage.real')}
      </Link>
    </nav>
  );
}

/** A guest asked for real money: log in, sign up, or play the demo. */
function GuestChoice(props: { game: Game }) {
  const { t, path } = useI18n();
  return (
    <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h2 className="font-semibold text-text text-xl">{t('gamePlay.stage.guestTitle')}</h2>
      <p className="max-w-md text-muted">{t('gamePlay.stage.guestText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={path('/login')} className={buttonClass()}>
          {t('gamePlay.stage.logIn')}
        </Link>
        <Link to={path('/sign-up')} className={buttonClass({ variant: 'secondary' })}>
          {t('gamePlay.stage.signUp')}
        </Link>
        {props.game.hasDemo ? (
          <Link to={path(`/games/${props.game.identity}`)} replace className={buttonClass({ variant: 'secondary' })}>
            {t('gamePlay.stage.playDemo')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Refusal(props: { problem: LaunchProblem; game: Game; currency: string | undefined; retry: () => void }) {
  const { t, path } = useI18n();
  const modals = useModals();
  const action: Partial<Record<LaunchProblem, ReactNode>> = {
    failed: <Button onClick={props.retry}>{t('gamePlay.stage.retry')}</Button>,
    blocked: (
      <Link to={path('/profile/limits')} className={buttonClass({ variant: 'secondary' })}>
        {t('gamePlay.stage.seeLimits')}
      </Link>
    ),
    ageUnconfirmed: (
      <Button onClick={() => modals.open('update-profile-fields')}>{t('gamePlay.stage.confirmAge')}</Button>
    ),
    noDemo: (
      <Link to={`${path(`/games/${props.game.identity}`)}?real=true`} replace className={buttonClass()}>
        {t('gamePlay.stage.playReal')}
      </Link>
    ),
    restricted: (
      <Link to={path('/casino')} className={buttonClass({ variant: 'secondary' })}>
        {t('games.browse')}
      </Link>
    ),
  };
  return (
    <div role="alert" className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h2 className="font-semibold text-text text-xl">{t(`gamePlay.refusal.${props.problem}.title`)}</h2>
      <p className="max-w-md text-muted">
        {t(`gamePlay.refusal.${props.problem}.text`, { currency: props.currency ?? '' })}
      </p>
      {action[props.problem] ?? null}
    </div>
  );
}

/** Spec issue 6: a deposit prompt when the balance is below the game's smallest stake. */
function DepositPrompt(props: { game: Game }) {
  const { t } = useI18n();
  const modals = useModals();
  const accounts = useAccounts(true);
  const account = activeAccount(accounts);
  const min = minimumBet(props.game.betRanges, account?.currency);
  return (
    <div
      role="status"
      data-testid="deposit-prompt"
      className="flex flex-col gap-3 rounded-card border border-accent/50 bg-accent/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-text">
        {min !== undefined && account
          ? t('gamePlay.deposit.below', { min: moneyText(min, account.currency, accounts.currencies) })
          : t('gamePlay.deposit.empty')}
      </p>
      <Button onClick={() => modals.open('wallet', {}, { queryValue: 'deposit' })}>{t('gamePlay.deposit.cta')}</Button>
    </div>
  );
}
