import type { FieldErrors } from '@croupier/contracts/errors';
import {
  type ChangePasswordBody,
  type ConfirmResetBody,
  type PlayerProfile,
  type ProfileUpdate,
  type RegisterBody,
  ruleMessages,
  type SessionResult,
} from '@croupier/contracts/player';
import { defaultLocale } from '@croupier/i18n/locales';
import { type MinimumAges, minimumAgeFor, rule } from '@croupier/validation/field-rules';
import { formatFailure } from '@croupier/validation/messages';
import { validateField } from '@croupier/validation/rules';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/sql-errors.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { createSettingsService } from '../settings/service.ts';
import type { AccessGuards } from './access.ts';
import type { AuthenticatedPlayer } from './auth.ts';
import { alreadyRegisteredEmail, confirmationEmail, emailLocale, passwordResetEmail, sitePage } from './emails.ts';
import {
  emailConfirmedEvent,
  passwordChangedEvent,
  registeredEvent,
  sessionRevokedEvents,
  updatedEvent,
} from './events.ts';
import { minimumAges } from './field-rules.ts';
import type { DuplicateDetector } from './fingerprints.ts';
import { createMessageQueue, type MessageQueue } from './messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { isEnabledStatus, isPhoneOnlyEmail, toProfile } from './profile.ts';
import { accountDisabled, type ClientContext, type SessionService } from './sessions.ts';
import {
  consumeToken,
  findPlayerByEmail,
  findPlayerById,
  insertPlayerIfNew,
  insertToken,
  isPhoneTakenByOther,
  type PlayerRecord,
  revokeOtherSessions,
  updatePlayer,
  voidTokens,
} from './store.ts';
import { randomCode, sha256 } from './tokens.ts';

const confirmationTtlSeconds = 48 * 60 * 60;
const resetTtlSeconds = 60 * 60;

const invalidInput = (fields: FieldErrors) => new AppError(400, 'validation_failed', 'Some fields are invalid', fields);

export interface AccountServiceDeps {
  db: Database;
  sessions: SessionService;
  publicUrl: string;
  minAge: number;
  /** Minimum age per country; without it, `minAge` everywhere but the defaults of field-rules.ts. */
  ages?: MinimumAges;
  /** Other modules' vetoes on a sign-up (a self-excluded person's e-mail); see access.ts. */
  guards?: AccessGuards;
  /** Where e-mails go; default: the development outbox (messages.ts). */
  messages?: MessageQueue;
  /** Duplicate-account marking by visitor fingerprint (fingerprints.ts); off without it. */
  fingerprints?: DuplicateDetector;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, sessions } = deps;
  const messages = deps.messages ?? createMessageQueue();
  const settings = createSettingsService(db);
  const site = deps.publicUrl.replace(/\/+$/, '');
  const ages = deps.ages ?? minimumAges(deps.minAge);

  /** Facts only the server knows: the age limit, the countries offered, the currencies enabled. */
  async function checkFacts(facts: {
    birthdate?: string;
    country?: string;
    currency?: string;
    /** The country whose minimum age applies when `country` itself is not being changed. */
    ageCountry?: string | null;
  }): Promise<FieldErrors> {
    const fields: FieldErrors = {};
    if (facts.birthdate !== undefined) {
      // The shared engine, so the message is the one the route's field rules and the site give.
      const minAge = minimumAgeFor(ages, facts.country ?? facts.ageCountry);
      const failures = validateField(facts.birthdate, [rule.date, rule.minAge(minAge)]);
      if (failures.length > 0) fields.birthdate = failures.map((failure) => formatFailure(failure));
    }
    if (facts.country !== undefined) {
      // The settings module owns countries; a restricted one is never offered (S1.3-32).
      const country = (await settings.countries(defaultLocale)).find((c) => c.code === facts.country);
      if (!country) fields.country = ['Unknown country'];
      else if (country.restrict) fields.country = ['Registration is not available in this country'];
    }
    if (facts.currency !== undefined) {
      const offered = await settings.currencies({ visibleOnly: true });
      if (!offered.some((c) => c.code === facts.currency)) fields.currency = ['This currency is not offered'];
    }
    return fields;
  }

  async function issueConfirmation(tx: Executor, player: PlayerRecord): Promise<void> {
    const code = randomCode();
    await insertToken(tx, {
      playerId: player.id,
      purpose: 'email_confirmation',
      tokenHash: sha256(code),
      ttlSeconds: confirmationTtlSeconds,
    });
    // /verify/ has no locale prefix (spec 01 §2); the e-mail itself is in the player's language.
    await messages.email(tx, confirmationEmail(player.email, `${site}/verify/${code}`, emailLocale(player.locale)));
  }

  function alreadyRegisteredEmailTo(player: PlayerRecord) {
    const locale = emailLocale(player.locale);
    return alreadyRegisteredEmail(
      player.email,
      sitePage(site, '/login', locale),
      sitePage(site, '/forgot-password', locale),
      locale,
    );
  }

  async function loadPlayer(playerId: string): Promise<PlayerRecord> {
    const player = await findPlayerById(db, playerId);
    if (!player) throw notFound('No such player');
    return player;
  }

  return {
    /** Country, currency and age checks of a registration body, for phone registration (otp.ts) too. */
    checkFacts,

    /**
     * Always ends the same way for a valid body, whether or not the address has an account
     * (docs/decisions/0010): a new address gets a confirmation link, an unconfirmed one a fresh link,
     * a confirmed one a "someone tried to register" notice.
     */
    async register(body: RegisterBody): Promise<void> {
      const fields = await checkFacts(body);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      // Hashed on both paths, so the time taken does not tell a new address from a known one.
      const passwordHash = await hashPassword(body.password);
      if (await deps.guards?.refusesRegistration({ email: body.email })) return;
      await db.transaction(async (tx) => {
        const created = await insertPlayerIfNew(tx, {
          email: body.email,
          passwordHash,
          nickname: body.nickname ?? null,
          birthdate: body.birthdate,
          country: body.country,
          currency: body.currency,
          receiveEmailPromo: body.receiveEmailPromo ?? false,
          receiveBonus: body.receiveBonus ?? true,
          locale: body.locale?.toLowerCase() ?? null,
          affiliateTag: body.affiliateTag ?? null,
          fingerprint: body.fingerprint ?? null,
        });
        if (created) {
          await issueConfirmation(tx, created);
          if (body.fingerprint) await deps.fingerprints?.record(tx, created.id, body.fingerprint);
          const registration = {
            playerId: created.id,
            country: body.country,
            currency: body.currency,
            locale: created.locale,
            affiliateTag: created.affiliateTag,
            bonusCode: body.bonusCode ?? null,
            receiveEmailPromo: created.receiveEmailPromo,
          };
          await appendEvents(tx, [registeredEvent(registration)]);
          await deps.guards?.playerCreated(tx, registration);
          return;
        }
        const existing = await findPlayerByEmail(tx, body.email);
        if (!existing) throw new Error('registration: e-mail neither inserted nor found');
        if (!existing.emailConfirmedAt) await issueConfirmation(tx, existing);
        else await messages.email(tx, alreadyRegisteredEmailTo(existing));
      });
    },

    /** Spends a confirmation code: the address is confirmed and the player logged in (S1.4-25). */
    async confirmEmail(code: string, client: ClientContext): Promise<SessionResult> {
      return db.transaction(async (tx) => {
        const playerId = await consumeToken(tx, sha256(code), 'email_confirmation');
        if (!playerId) {
          throw new AppError(400, 'confirmation_invalid', 'This confirmation link is invalid, used or expired');
        }
        let player = await findPlayerById(tx, playerId);
        if (!player) throw new AppError(400, 'confirmation_invalid', 'This confirmation link is invalid');
        if (!isEnabledStatus(player.status)) throw accountDisabled();
        if (!player.emailConfirmedAt) {
          player = await updatePlayer(tx, player.id, { emailConfirmedAt: new Date() });
          await appendEvents(tx, [emailConfirmedEvent(player.id)]);
        }
        // Each link is also a login; once confirmed, the other links have no purpose left.
        await voidTokens(tx, player.id, 'email_confirmation');
        return sessions.open(tx, player, client, 'email_confirmation');
      });
    },

    async resendConfirmation(auth: AuthenticatedPlayer): Promise<{ email: string }> {
      const player = await loadPlayer(auth.playerId);
      // A phone registration has no address to confirm (profile.ts); a link to .invalid would go nowhere.
      if (isPhoneOnlyEmail(player.email))
        throw new AppError(409, 'email_missing', 'This account has no e-mail address');
      if (player.emailConfirmedAt) {
        throw new AppError(409, 'email_already_confirmed', 'This e-mail address is already confirmed');
      }
      await db.transaction((tx) => issueConfirmation(tx, player));
      return { email: player.email };
    },

    async profile(auth: AuthenticatedPlayer): Promise<PlayerProfile> {
      return toProfile(await loadPlayer(auth.playerId));
    },

    /** Replaces the editable part of the profile (S1.3-11). */
    async updateProfile(auth: AuthenticatedPlayer, body: ProfileUpdate): Promise<PlayerProfile> {
      const player = await loadPlayer(auth.playerId);
      const fields: FieldErrors = {};
      if (body.email !== undefined && body.email.trim().toLowerCase() !== toProfile(player).email) {
        fields.email = ['The e-mail address cannot be changed here'];
      }
      if (body.status !== undefined && body.status !== player.status) fields.status = ['The status cannot be changed'];
      // Once given, these two gate the account (age, jurisdiction), so they may change but not vanish.
      if (player.birthdate && body.birthdate === null) fields.birthdate = [ruleMessages.required];
      if (player.country && body.country === null) fields.country = [ruleMessages.required];
      Object.assign(
        fields,
        await checkFacts({
          // A new country may ask for a higher minimum age, so the birthdate is checked again then too.
          ...(body.birthdate &&
          (body.birthdate !== player.birthdate || (body.country && body.country !== player.country))
            ? { birthdate: body.birthdate, ageCountry: body.country ?? player.country }
            : {}),
          ...(body.country && body.country !== player.country ? { country: body.country } : {}),
        }),
      );
      if (body.phone && body.phone !== player.phone && (await isPhoneTakenByOther(db, body.phone, player.id))) {
        fields.phone = ['This phone number is already in use'];
      }
      if (Object.keys(fields).length > 0) throw invalidInput(fields);

      const next = {
        nickname: body.nickname,
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.gender,
        birthdate: body.birthdate,
        address: body.address,
        postalCode: body.postalCode,
        phone: body.phone,
        city: body.city,
        country: body.country,
        pwaInstalled: body.pwaInstalled,
        receiveBonus: body.receiveBonus ?? player.receiveBonus,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== player[key]);
      if (changed.length === 0) return toProfile(player);
      try {
        const updated = await db.transaction(async (tx) => {
          const row = await updatePlayer(tx, player.id, next);
          await appendEvents(tx, [updatedEvent(player.id, changed)]);
          return row;
        });
        return toProfile(updated);
      } catch (err) {
        // Another player took the number between the check and the write.
        if (isUniqueViolation(err)) throw invalidInput({ phone: ['This phone number is already in use'] });
        throw err;
      }
    },

    /** Changes the password and ends every other session (a thief's included); this one stays. */
    async changePassword(auth: AuthenticatedPlayer, body: ChangePasswordBody): Promise<void> {
      const player = await loadPlayer(auth.playerId);
      // 400, not 401: the site treats any 401 as "logged out" (spec 01 §8), which a typo must not cause.
      if (!(await verifyPassword(player.passwordHash, body.currentPassword))) {
        throw new AppError(400, 'current_password_invalid', 'The current password is incorrect', {
          currentPassword: ['The current password is incorrect'],
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await updatePlayer(tx, player.id, { passwordHash });
        const revoked = await revokeOtherSessions(tx, player.id, 'password_changed', auth.sessionId);
        await appendEvents(tx, [
          passwordChangedEvent(player.id, 'change'),
          ...sessionRevokedEvents(player.id, revoked, 'password_changed'),
        ]);
      });
    },

    /** Sends a reset link if the address has an account; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const player = await findPlayerByEmail(db, email);
      if (!player) return;
      const code = randomCode();
      await db.transaction(async (tx) => {
        // Only the newest link works: an older e-mail lying in a mailbox is one less way in.
        await voidTokens(tx, player.id, 'password_reset');
        await insertToken(tx, {
          playerId: player.id,
          purpose: 'password_reset',
          tokenHash: sha256(code),
          ttlSeconds: resetTtlSeconds,
        });
        const locale = emailLocale(player.locale);
        const link = `${sitePage(site, '/reset-password', locale)}?resetCode=${code}`;
        await messages.email(tx, passwordResetEmail(player.email, link, locale));
      });
    },

    /** Spends a reset code: new password, every session ended, and the address counts as confirmed. */
    async confirmPasswordReset(body: ConfirmResetBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const playerId = await consumeToken(tx, sha256(body.resetCode), 'password_reset');
        if (!playerId) throw new AppError(400, 'reset_code_invalid', 'This reset link is invalid, used or expired');
        const player = await findPlayerById(tx, playerId);
        if (!player) throw new AppError(400, 'reset_code_invalid', 'This reset link is invalid');
        // Following a link sent to the address proves the mailbox, which is all confirmation asks.
        await updatePlayer(tx, playerId, { passwordHash, emailConfirmedAt: player.emailConfirmedAt ?? new Date() });
        await voidTokens(tx, playerId, 'password_reset');
        const revoked = await revokeOtherSessions(tx, playerId, 'password_reset');
        await appendEvents(tx, [
          passwordChangedEvent(playerId, 'reset'),
          ...(player.emailConfirmedAt ? [] : [emailConfirmedEvent(playerId)]),
          ...sessionRevokedEvents(playerId, revoked, 'password_reset'),
        ]);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Sets the identity-verified flag (profile `sumsubVerified`) in the caller's transaction, for the
 * verification module, which must not touch player tables. A change appends player.updated in the same
 * transaction; setting the value it already has changes nothing. Answers whether it changed.
 */
export async function setIdentityVerified(tx: Executor, playerId: string, verified: boolean): Promise<boolean> {
  const player = await findPlayerById(tx, playerId);
  if (!player) throw notFound('No such player');
  if (player.sumsubVerified === verified) return false;
  await updatePlayer(tx, playerId, { sumsubVerified: verified });
  await appendEvents(tx, [updatedEvent(playerId, ['sumsubVerified'])]);
  return true;
}
