import type { CrashBetResult, CrashRound } from '@croupier/contracts/house';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useReducedMotion } from '../../ui/reduced-motion.ts';
import { CrashBetPanel } from './crash-bet-panel.tsx';
import { CrashBets } from './crash-bets.tsx';
import { betResult, type CrashPhase, cashOutDelayMs, sameRound } from './crash-clock.ts';
import { useCrashTable } from './crash-feed.ts';
import { type Passed, useCrashFrames } from './crash-frames.ts';
import { CrashFairness, CrashHistory } from './crash-history.tsx';
import { resultText, useCrashNews } from './crash-news.ts';
import { betRound } from './crash-table-state.ts';
import { type HouseApiPath, houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem } from './house-table.tsx';

/**
 * The house studio's live crash (issue 7): one shared round for every player, betting until take-off, then
 * a multiplier climbing until the round's crash point, which came from a hash chain committed to in advance.
 * The multiplier is worked out here from the take-off time and the server's clock; the server decides every
 * cash-out. One bet per press and round (no autoplay), no sound; a cash-out always pays more than the stake.
 *
 * This composes the pieces: the table as the page follows it (crash-feed.ts), the clock that paints every
 * frame (crash-frames.ts), the bet (crash-bet-panel.tsx), the table's bets, the history and its checks.
 */
export function CrashGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const { token, session } = table;
  const { live, dispatch, connected, loadProblem, myLabel, clock } = useCrashTable(table);
  const [phase, setPhase] = useState<CrashPhase | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  /** The round whose flight passed this player's automatic cash-out: won there, paid as the table gets to it. */
  const [passed, setPassed] = useState<Passed | undefined>();
  const reduced = useReducedMotion();

  const { round, history, myBet } = live;
  const money = (minor: bigint | string) => table.money(minor);
  const betOn = (past: CrashRound | undefined) =>
    myBet && past && sameRound(betRound(myBet), past) ? myBet : undefined;
  const myRoundBet = betOn(round);
  const roundKey = round ? `${round.chainId}:${round.number}` : '';
  const mine =
    myRoundBet && round
      ? betResult(myRoundBet, round.crashPoint, passed?.round === roundKey ? passed.target : undefined)
      : undefined;
  // Just after a crash the next round is already announced: the result shown is still the last round's.
  const lastCrashed = history[0];
  const lastBet = betOn(lastCrashed);
  const previous =
    !myRoundBet && lastBet && lastCrashed && (phase === 'waiting' || phase === 'betting')
      ? betResult(lastBet, lastCrashed.crashPoint)
      : undefined;
  const shownResult = mine ?? previous;
  const cashingOut = phase === 'flying' && mine?.kind === 'in-play';

  const { readout, phaseLabel, cashOutLabel, canvasRef } = useCrashFrames({
    clock,
    round,
    roundKey,
    history,
    mine,
    t,
    tag,
    money,
    reduced,
    onPhase: setPhase,
    onPassed: setPassed,
  });
  const { news, say } = useCrashNews({ phase, round, roundKey, lastCrashed, lastBet, passed, mine, money });

  /** A bet or a cash-out: the answer is this session's bet, its balance and what the page says of it. */
  const play = async (path: HouseApiPath, body: object) => {
    setBusy(true);
    setProblem(undefined);
    const answer = await houseApi<CrashBetResult>(path, body);
    setBusy(false);
    if (!answer.ok) {
      setProblem(problemOf(answer));
      return;
    }
    dispatch({ type: 'mine', bet: answer.data });
    table.settled(answer.data);
    say(resultText(betResult(answer.data, null), t, tag, money));
  };
  const cashOut = async () => {
    const wait = round ? cashOutDelayMs(round, Date.now() + clock.current.ms, clock.current.trip / 2) : 0;
    if (wait > 0) {
      setBusy(true);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await play('crash/cash-out', { token, game: session.game.slug });
  };
  const bet = (stakeMinor: bigint, autoCashOut: number | null) =>
    play('crash/bet', {
      token,
      game: session.game.slug,
      currency: session.currency,
      stake: stakeMinor.toString(),
      ...(autoCashOut === null ? {} : { autoCashOut }),
    });

  if (!round) {
    return loadProblem ? (
      <RoundProblem table={table} code={loadProblem} />
    ) : (
      <p role="status" className="text-center text-muted">
        {t('house.loading')}
      </p>
    );
  }

  return (
    <>
      <section
        aria-labelledby="crash-flight"
        className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="crash-flight" className="sr-only">
          {t('houseCrash.flight')}
        </h2>
        <div className="relative overflow-hidden rounded-card bg-raised">
          {reduced ? null : (
            <div aria-hidden="true">
              <canvas ref={canvasRef} className="block h-32 w-full sm:h-64" />
            </div>
          )}
          <div
            className={`flex flex-col items-center justify-center gap-1 p-4 ${reduced ? 'min-h-32' : 'absolute inset-0'}`}
          >
            <p
              ref={readout}
              aria-live="off"
              className="font-bold text-5xl text-text tabular data-[state=crashed]:text-danger data-[state=flying]:text-accent sm:text-6xl"
              data-testid="crash-multiplier"
            />
            <p ref={phaseLabel} aria-live="off" className="text-sm text-text tabular" data-testid="crash-phase" />
          </div>
        </div>
        <p role="status" className="sr-only" data-testid="crash-news">
          {news}
        </p>
        <p
          className={`min-h-6 text-center ${shownResult?.kind === 'won' ? 'font-semibold text-success' : 'text-text'}`}
          data-testid="crash-outcome"
        >
          {shownResult ? resultText(shownResult, t, tag, money) : t('houseCrash.ready')}
        </p>
        {connected ? null : <p className="text-center text-muted text-xs">{t('houseCrash.reconnecting')}</p>}
        <CrashHistory history={history} />
      </section>

      <CrashBetPanel
        table={table}
        open={phase === 'betting' && !myRoundBet}
        placed={myRoundBet !== undefined}
        cashingOut={cashingOut}
        busy={busy}
        problem={problem}
        cashOutLabel={cashOutLabel}
        onBet={bet}
        onCashOut={cashOut}
      />

      <CrashBets table={table} bets={live.bets} myLabel={myLabel} crashed={round.crashPoint !== null} />

      <CrashFairness chain={live.chain} current={round} history={history} />
    </>
  );
}
