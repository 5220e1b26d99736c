import { playerStatus } from '@croupier/contracts/constants';
import type { PlayerProfile } from '@croupier/contracts/player';
import type { PlayerRecord } from './store.ts';

/** Spec 01 §3: 1 active, 2 limited (may play, may not deposit); every other value is disabled. */
export function isEnabledStatus(status: number): boolean {
  return status === playerStatus.active || status === playerStatus.limited;
}

/** How long a new account counts as "newly registered" (welcome offers, the sign-up countdown). */
const newlyRegisteredMs = 24 * 60 * 60 * 1000;

/**
 * Players who registered by phone have no e-mail address, but players.email is required and unique: they get
 * `<uuid>@phone.invalid` (RFC 2606 reserves .invalid, so nothing is ever delivered there), shown as ''.
 */
export const phoneOnlyEmailDomain = '@phone.invalid';
export const isPhoneOnlyEmail = (email: string): boolean => email.endsWith(phoneOnlyEmailDomain);

export function toProfile(row: PlayerRecord, now: Date = new Date()): PlayerProfile {
  return {
    id: row.id,
    email: isPhoneOnlyEmail(row.email) ? '' : row.email,
    nickname: row.nickname,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthdate: row.birthdate,
    address: row.address,
    postalCode: row.postalCode,
    phone: row.phone,
    city: row.city,
    country: row.country,
    currency: row.currency,
    pwaInstalled: row.pwaInstalled,
    isNewlyRegistered: now.getTime() - row.createdAt.getTime() < newlyRegisteredMs,
    status: row.status,
    segmentIds: row.segmentIds,
    sumsubVerified: row.sumsubVerified,
    receiveBonus: row.receiveBonus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whole years between a YYYY-MM-DD birthdate and today (UTC): the age check of registration and profile. */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
