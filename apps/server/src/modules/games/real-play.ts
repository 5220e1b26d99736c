import { playerStatus } from '@croupier/contracts/constants';
import { gameErrorCodes } from '@croupier/contracts/games';
import { displayName } from '@croupier/i18n/display-name';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import { assertAgeOnRecord } from '../wallet/age-gate.ts';
import type { GamesDeps } from './service.ts';
import type { GameRecord, ProviderRecord } from './store.ts';

/** "Johnny" → "Jo***": enough to recognise oneself in the winners feed, not enough to find anyone. */
export function maskedAlias(name: string): string {
  const visible = [...name].slice(0, 2).join('');
  return `${visible}***`;
}

/**
 * What every real-money launch checks before its session is written (a casino game's, the sportsbook's):
 * a signing secret for the provider, an enabled account without self-exclusion or cooling-off, a date of
 * birth on record, and an active account in a currency the game takes. Answers that currency and the
 * player's masked alias for the winners feed.
 */
export async function checkRealPlay(
  deps: Pick<GamesDeps, 'accounts' | 'wallet' | 'enforcement' | 'db' | 'canSign'>,
  input: {
    auth: AuthenticatedPlayer;
    game: Pick<GameRecord, 'betRanges'>;
    provider: Pick<ProviderRecord, 'identity'>;
    currency: string | undefined;
    now: Date;
  },
): Promise<{ currency: string; alias: string }> {
  const { auth, game, provider, now } = input;
  if (!deps.canSign(provider.identity)) {
    throw new AppError(503, 'unavailable', 'Real-money play is not configured on this server');
  }
  const profile = await deps.accounts.profile(auth);
  if (profile.status !== playerStatus.active && profile.status !== playerStatus.limited) {
    throw new AppError(409, gameErrorCodes.playerBlocked, 'This account may not play');
  }
  assertAgeOnRecord(profile);
  const check = await deps.enforcement.checkBet({
    playerId: auth.playerId,
    currency: profile.currency,
    amountMinor: 1n,
    now,
  });
  if (!check.allowed && (check.reason === 'self_excluded' || check.reason === 'cooling_off')) {
    throw new AppError(
      409,
      gameErrorCodes.playerBlocked,
      check.reason === 'cooling_off' ? 'Play is paused during a cooling-off' : 'Play is closed during self-exclusion',
    );
  }
  const currency = input.currency ?? profile.currency;
  const account = await deps.wallet.find(deps.db, auth.playerId, currency);
  if (!account) {
    throw new AppError(409, gameErrorCodes.currencyUnavailable, `You hold no ${currency} account`, {
      currency: ['You hold no account in this currency'],
    });
  }
  if (!deps.wallet.isActive(account)) throw new AppError(409, gameErrorCodes.playerBlocked, 'This account is blocked');
  if (!game.betRanges.some((r) => r.currency === currency)) {
    throw new AppError(409, gameErrorCodes.currencyUnavailable, `This game does not take ${currency}`, {
      currency: ['This game does not take this currency'],
    });
  }
  return { currency, alias: maskedAlias(displayName(profile)) };
}
