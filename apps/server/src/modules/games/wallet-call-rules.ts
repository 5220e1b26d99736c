import { gameWalletErrorCodes as codes } from '@croupier/contracts/games';
import { ProviderCallRefusal } from './provider-call-routes.ts';
import type { ProviderRecord, RoundRecord, SessionRecord } from './store.ts';

/** The refusals and checks every seamless-wallet call shares (seamless-wallet.ts, wallet-rollback.ts). */

/** A refusal of a wallet call: HTTP status, stable code and, where useful, the balance. */
export class WalletCallError extends ProviderCallRefusal {
  override readonly name = 'WalletCallError';
}

export const mismatch = () =>
  new WalletCallError(409, codes.transactionMismatch, 'This transaction id was used for another operation');

/** A call for a round (or a bet) of another player, game or currency than its session's (decision 0050). */
export const roundMismatch = () =>
  new WalletCallError(409, codes.roundMismatch, 'This round belongs to another player, game or currency');

export type RealSession = SessionRecord & { playerId: string; currency: string };

/** Whether a round is of this launch's player, game and currency (decision 0050). */
export const ofLaunch = (round: RoundRecord, session: RealSession) =>
  round.playerId === session.playerId && round.gameId === session.gameId && round.currency === session.currency;

/**
 * The launch a provider's call names, when it is this provider's and played for real money; else 404
 * session_not_found or 409 demo_session (the free rounds say why in their own words).
 */
export function realSessionOf(
  session: SessionRecord | undefined,
  provider: ProviderRecord,
  demoMessage = 'A demo session has no wallet: the provider keeps play money',
): RealSession {
  if (!session || session.providerId !== provider.id) {
    throw new WalletCallError(404, codes.sessionNotFound, 'Unknown session token');
  }
  if (session.mode !== 'real' || !session.playerId || !session.currency) {
    throw new WalletCallError(409, codes.demoSession, demoMessage);
  }
  return session as RealSession;
}
