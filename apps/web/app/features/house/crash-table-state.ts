import type { CrashBetResult, CrashMessage, CrashRound, CrashState, CrashTableBet } from '@croupier/contracts/house';
import { sameRound } from './crash-clock.ts';

/** What the page knows of the live table: kept by the state answers and the realtime messages. */
export interface Live {
  round: CrashRound | undefined;
  bets: CrashTableBet[];
  myBet: CrashBetResult | null;
  history: CrashRound[];
  chain: CrashState['chain'] | undefined;
}

export type Action =
  | { type: 'state'; state: CrashState }
  | { type: 'message'; message: CrashMessage }
  | { type: 'mine'; bet: CrashBetResult };

const historySize = 20;
export const nothing: Live = { round: undefined, bets: [], myBet: null, history: [], chain: undefined };

/** -1, 0 or 1 as round a comes before, is, or comes after round b. */
const order = (a: CrashRound, b: CrashRound) =>
  a.chainId === b.chainId ? Math.sign(a.number - b.number) : Math.sign(a.chainId - b.chainId);

const withCrashed = (history: CrashRound[], round: CrashRound) =>
  [round, ...history.filter((past) => !sameRound(past, round))].sort((a, b) => order(b, a)).slice(0, historySize);

export const betRound = (bet: CrashBetResult) => ({ chainId: bet.outcome.chainId, number: bet.outcome.round });

/** The bet a state answer gives, unless the page already knows a later one (or the same one cashed out). */
function newerBet(known: CrashBetResult | null, given: CrashBetResult | null): CrashBetResult | null {
  if (!known) return given;
  if (!given) return known;
  const ahead = Math.sign(
    known.outcome.chainId === given.outcome.chainId
      ? known.outcome.round - given.outcome.round
      : known.outcome.chainId - given.outcome.chainId,
  );
  if (ahead !== 0) return ahead > 0 ? known : given;
  return known.outcome.cashOut !== null && given.outcome.cashOut === null ? known : given;
}

/**
 * The live table after a state answer, a realtime message or this page's own bet. Answers and messages race
 * each other, so whatever is older than what the page already knows is left out.
 */
export function reduce(live: Live, action: Action): Live {
  switch (action.type) {
    case 'state': {
      const { state } = action;
      // An answer that left before a newer round was announced is out of date: the messages are ahead.
      if (live.round && order(state.round, live.round) < 0) return live;
      const round =
        live.round && sameRound(live.round, state.round) && live.round.crashPoint !== null ? live.round : state.round;
      return {
        round,
        bets: state.bets,
        myBet: newerBet(live.myBet, state.myBet),
        history: state.history,
        chain: state.chain,
      };
    }
    case 'mine':
      return { ...live, myBet: action.bet };
    case 'message': {
      const { message } = action;
      if (message.type === 'round') {
        if (live.round && order(message.round, live.round) < 0) return live;
        const fresh = !live.round || !sameRound(live.round, message.round);
        return { ...live, round: message.round, bets: fresh ? [] : live.bets };
      }
      if (message.type === 'crashed') {
        const history = withCrashed(live.history, message.round);
        if (live.round && order(message.round, live.round) < 0) return { ...live, history };
        const fresh = !live.round || !sameRound(live.round, message.round);
        return { ...live, history, round: message.round, bets: fresh ? [] : live.bets };
      }
      if (!live.round || message.round !== live.round.number) return live;
      const at = live.bets.findIndex((bet) => bet.label === message.bet.label);
      if (at === -1) return { ...live, bets: [...live.bets, message.bet] };
      return { ...live, bets: live.bets.map((bet, i) => (i === at ? message.bet : bet)) };
    }
  }
}
