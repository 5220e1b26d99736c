import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SessionResult } from '@croupier/contracts/player';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { AccessGuards } from './access.ts';
import { emailLocale, smsText } from './emails.ts';
import { registeredEvent } from './events.ts';
import { createMessageQueue, type MessageQueue } from './messages.ts';
import {
  consumeCode,
  cooldownLeft,
  countAttempt,
  findPlayerByPhone,
  insertCode,
  insertPhonePlayer,
  killCode,
  liveCode,
  lockPhone,
  type OtpPurpose,
  pendingRegistration,
  voidCodes,
} from './otp-store.ts';
import { hashPassword } from './passwords.ts';
import { isEnabledStatus, phoneOnlyEmailDomain } from './profile.ts';
import type { AccountService } from './service.ts';
import { accountDisabled, type ClientContext, type SessionService } from './sessions.ts';
import type { PendingPhoneRegistration } from './tables.ts';

/** The accounts issue's numbers: six digits, ten minutes, five attempts, one SMS a minute (decision 0013). */
export const otpSettings = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  /** How long a registration waits for its code to be resent before the visitor must start again. */
  pendingRegistrationSeconds: 24 * 60 * 60,
} as const;

export class OtpCooldownError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, 'otp_cooldown', `A code was sent recently; try again in ${retryAfterSeconds} seconds`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const otpError = (code: 'otp_invalid' | 'otp_expired' | 'otp_attempts_exceeded') => {
  const messages = {
    otp_invalid: 'The code is not valid',
    otp_expired: 'The code has expired; ask for a new one',
    otp_attempts_exceeded: 'Too many wrong codes; ask for a new one',
  };
  return new AppError(400, code, messages[code]);
};

export interface PhoneRegistration {
  /** E.164, already checked by the shared rule engine. */
  phone: string;
  password: string;
  currency: string;
  country: string;
  birthdate: string;
  nickname?: string | undefined;
  locale?: string | undefined;
  affiliateTag?: string | undefined;
  fingerprint?: string | undefined;
  bonusCode?: string | undefined;
  receiveSmsPromo?: boolean | undefined;
}

export function createOtpService(deps: {
  db: Database;
  sessions: SessionService;
  accounts: AccountService;
  /** Keys the code HMAC: without it, a leaked table's six-digit codes would fall to a million hashes each. */
  secret: string;
  guards?: AccessGuards;
  /** Where SMS go; default: the development outbox (messages.ts). */
  messages?: MessageQueue;
}) {
  const { db, sessions } = deps;
  const messages = deps.messages ?? createMessageQueue();

  const hashCode = (code: string, salt: string): string =>
    createHmac('sha256', deps.secret).update(`${salt}:${code}`).digest('hex');

  function sameCode(code: string, salt: string, expectedHash: string): boolean {
    const given = Buffer.from(hashCode(code, salt), 'hex');
    const expected = Buffer.from(expectedHash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Issues a new code under the per-phone lock: refuses inside the cooldown, voids the older codes, stores
   * the new one hashed and sends `sms(code)` when given. Without `sms` (a phone nobody may learn about) a
   * decoy code is stored all the same, so cooldowns and answers do not differ.
   */
  async function issue(
    phone: string,
    purpose: OtpPurpose,
    row: { playerId: string | null; registration: PendingPhoneRegistration | null },
    sms: ((code: string) => string) | null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await lockPhone(tx, phone, purpose);
      const left = await cooldownLeft(tx, phone, purpose, otpSettings.resendCooldownSeconds);
      if (left > 0) throw new OtpCooldownError(left);
      await voidCodes(tx, phone, purpose);
      const code = String(randomInt(0, 10 ** otpSettings.digits)).padStart(otpSettings.digits, '0');
      const salt = randomBytes(16).toString('hex');
      await insertCode(tx, {
        phone,
        purpose,
        ...row,
        codeHash: hashCode(code, salt),
        salt,
        ttlSeconds: otpSettings.ttlSeconds,
      });
      if (sms) await messages.sms(tx, { to: phone, text: sms(code) });
    });
  }

  /** The code's SMS, in the language the player registered (or is registering) in (decision 0128). */
  const codeText = (code: string, kind: 'registrationCode' | 'loginCode', locale: string | null | undefined) =>
    smsText(kind, emailLocale(locale), { code, minutes: String(otpSettings.ttlSeconds / 60) });

  async function createPlayer(tx: Executor, phone: string, pending: PendingPhoneRegistration) {
    const player = await insertPhonePlayer(tx, {
      email: `${randomUUID()}${phoneOnlyEmailDomain}`,
      phone,
      passwordHash: pending.passwordHash,
      nickname: pending.nickname,
      birthdate: pending.birthdate,
      country: pending.country,
      currency: pending.currency,
      locale: pending.locale,
      affiliateTag: pending.affiliateTag,
      fingerprint: pending.fingerprint,
    });
    // Someone registered this number between the SMS and now; the code proved the phone, not the account.
    if (!player) throw new AppError(409, 'phone_already_registered', 'This phone number already has an account');
    const registration = {
      playerId: player.id,
      country: pending.country,
      currency: pending.currency,
      locale: player.locale,
      affiliateTag: player.affiliateTag,
      bonusCode: pending.bonusCode,
      receiveEmailPromo: false,
    };
    await appendEvents(tx, [registeredEvent(registration)]);
    await deps.guards?.playerCreated(tx, registration);
    return player;
  }

  return {
    /**
     * Phone registration: the same answer whether or not the number has an account (decision 0010). A new
     * number gets a code; a known one a notice to log in instead. The account exists only once the code is
     * verified, so nobody can hold a number they do not own.
     */
    async register(body: PhoneRegistration): Promise<void> {
      const fields = await deps.accounts.checkFacts(body);
      if (Object.keys(fields).length > 0) {
        throw new AppError(400, 'validation_failed', 'Some fields are invalid', fields);
      }
      // Hashed on both paths, so the time taken does not tell a new number from a known one.
      const passwordHash = await hashPassword(body.password);
      if (await deps.guards?.refusesRegistration({ phone: body.phone })) {
        await issue(body.phone, 'registration', { playerId: null, registration: null }, null);
        return;
      }
      if (await findPlayerByPhone(db, body.phone)) {
        await issue(body.phone, 'registration', { playerId: null, registration: null }, () =>
          smsText('alreadyRegistered', emailLocale(body.locale?.toLowerCase())),
        );
        return;
      }
      const registration: PendingPhoneRegistration = {
        passwordHash,
        currency: body.currency,
        country: body.country,
        birthdate: body.birthdate,
        nickname: body.nickname ?? null,
        locale: body.locale?.toLowerCase() ?? null,
        affiliateTag: body.affiliateTag ?? null,
        fingerprint: body.fingerprint ?? null,
        bonusCode: body.bonusCode ?? null,
        receiveSmsPromo: body.receiveSmsPromo ?? false,
      };
      await issue(body.phone, 'registration', { playerId: null, registration }, (code) =>
        codeText(code, 'registrationCode', registration.locale),
      );
    },

    /** A new code for a pending registration or a login; silent (but cooldown-bound) when there is none. */
    async send(phone: string, purpose: OtpPurpose): Promise<void> {
      if (purpose === 'registration') {
        const pending = await pendingRegistration(db, phone, otpSettings.pendingRegistrationSeconds);
        await issue(
          phone,
          purpose,
          { playerId: null, registration: pending ?? null },
          pending ? (code) => codeText(code, 'registrationCode', pending.locale) : null,
        );
        return;
      }
      const player = await findPlayerByPhone(db, phone);
      const usable = player && isEnabledStatus(player.status);
      await issue(
        phone,
        purpose,
        { playerId: usable ? player.id : null, registration: null },
        usable ? (code) => codeText(code, 'loginCode', player.locale) : null,
      );
    },

    /** Spends a code: a registration creates the player, a login finds it; either way a session opens. */
    async verify(phone: string, code: string, purpose: OtpPurpose, client: ClientContext): Promise<SessionResult> {
      const live = await liveCode(db, phone, purpose);
      if (!live) throw otpError('otp_invalid');
      if (live.expired) throw otpError('otp_expired');
      // Counted before comparing and outside the transaction below, so a failed attempt stays counted.
      const attempt = await countAttempt(db, live.code.id, otpSettings.maxAttempts);
      if (attempt === undefined) throw otpError('otp_attempts_exceeded');
      if (!sameCode(code, live.code.salt, live.code.codeHash)) {
        if (attempt < otpSettings.maxAttempts) throw otpError('otp_invalid');
        await killCode(db, live.code.id);
        throw otpError('otp_attempts_exceeded');
      }
      return db.transaction(async (tx) => {
        if (!(await consumeCode(tx, live.code.id))) throw otpError('otp_invalid');
        if (purpose === 'registration') {
          // A decoy (the number already had an account) carries no registration: nothing to create.
          if (!live.code.registration) throw otpError('otp_invalid');
          const player = await createPlayer(tx, phone, live.code.registration);
          return sessions.open(tx, player, client, 'phone_otp');
        }
        const player = live.code.playerId ? await findPlayerByPhone(tx, phone) : undefined;
        if (!player || player.id !== live.code.playerId) throw otpError('otp_invalid');
        if (!isEnabledStatus(player.status)) throw accountDisabled();
        return sessions.open(tx, player, client, 'phone_otp');
      });
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
