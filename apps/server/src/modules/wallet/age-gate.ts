import { walletErrorCodes } from '@croupier/contracts/wallet';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Real money only for a player whose age is on record. E-mail and phone sign-ups give a date of birth that
 * the minimum-age rule checks; a social sign-up does not (decision 0014), so its first deposit or real-money
 * game waits until the profile has one — and the profile's own age rule then applies.
 */
export function assertAgeOnRecord(profile: { birthdate: string | null }): void {
  if (profile.birthdate) return;
  throw new AppError(
    409,
    walletErrorCodes.ageUnconfirmed,
    'Add your date of birth to your profile before you deposit or play for real money',
  );
}
