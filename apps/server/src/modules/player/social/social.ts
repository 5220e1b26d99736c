import type { SocialLoginBody, SocialLoginResult } from '@croupier/contracts/social';
import { defaultLocale, splitLocale } from '@croupier/i18n/locales';
import * as client from 'openid-client';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { appendEvents } from '../../../platform/outbox/outbox.ts';
import { createSettingsService } from '../../settings/service.ts';
import type { AccessGuards } from '../access.ts';
import { emailConfirmedEvent, registeredEvent } from '../events.ts';
import { hashPassword } from '../passwords.ts';
import { isEnabledStatus } from '../profile.ts';
import { accountDisabled, type ClientContext, type SessionService } from '../sessions.ts';
import {
  findPlayerByEmail,
  findPlayerById,
  insertPlayerIfNew,
  type PlayerRecord,
  updatePlayer,
  voidTokens,
} from '../store.ts';
import { randomCode, sha256 } from '../tokens.ts';
import type { ProviderRegistry } from './providers.ts';
import { socialLinkedEvent } from './social-events.ts';
import { consumeLoginState, findLinkedPlayerId, insertLoginState, linkIdentity } from './store.ts';

/** How long a started sign-in may take at the provider (state, verifier and nonce are kept this long). */
export const socialStateTtlSeconds = 10 * 60;

const stateInvalid = () =>
  new AppError(400, 'social_state_invalid', 'This sign-in link is invalid, used or expired; start again');
const socialFailed = () => new AppError(400, 'social_failed', 'The sign-in provider did not confirm who you are');

/** The identity an ID token proved, with what the site needs of it. */
interface ProvenIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Names shorter than the profile rules allow (spec 01 §5: at least 2 characters) are left for the player. */
const nameClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length >= 2 ? value.trim().slice(0, 100) : null;

export function createSocialService(deps: {
  db: Database;
  sessions: SessionService;
  providers: ProviderRegistry;
  /** `${PUBLIC_URL}/auth/callback`: registered at every provider. */
  redirectUri: string;
  guards?: AccessGuards;
  /** Duplicate-account marking by visitor fingerprint, when the player module has it. */
  fingerprints?: { record(tx: Executor, playerId: string, visitorId: string): Promise<void> };
  onProviderError?: (providerId: string, err: unknown) => void;
}) {
  const { db, sessions, providers } = deps;
  const settings = createSettingsService(db);

  /** The base currency when it is offered, else the first offered one: the player can change it later. */
  async function defaultCurrency(): Promise<string> {
    const offered = await settings.currencies({ visibleOnly: true });
    const currency = offered.find((c) => c.isBase) ?? offered[0];
    if (!currency) throw new AppError(503, 'no_currency', 'No currency is offered');
    return currency.code;
  }

  /** The visitor's country when it is one we offer; a restricted or unknown one is left for the profile. */
  async function offeredCountry(code: string | null): Promise<string | null> {
    if (!code) return null;
    const country = (await settings.countries(defaultLocale)).find((c) => c.code === code);
    return country && !country.restrict ? country.code : null;
  }

  async function prove(body: SocialLoginBody, state: { provider: string; codeVerifier: string; nonce: string }) {
    const config = await providers.configuration(state.provider);
    const callback = new URL(deps.redirectUri);
    for (const [name, value] of Object.entries({ code: body.code, state: body.state, iss: body.iss })) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: body.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
        emailVerified: claims.email_verified === true,
        firstName: nameClaim(claims.given_name),
        lastName: nameClaim(claims.family_name),
      } satisfies ProvenIdentity;
    } catch (err) {
      deps.onProviderError?.(state.provider, err);
      throw socialFailed();
    }
  }

  /** What creating a player needs from outside the player tables, read before the transaction opens. */
  interface SignUpFacts {
    country: string | null;
    currency: string;
    refused: boolean;
  }

  /**
   * Settings and sign-up guards read through their own connection; inside the transaction they would wait
   * for it (PGlite has one connection), so they are asked first.
   */
  async function signUpFacts(identity: ProvenIdentity, client: ClientContext): Promise<SignUpFacts | undefined> {
    if (!identity.email || !identity.emailVerified) return undefined;
    const [country, currency, refused] = await Promise.all([
      offeredCountry(client.country),
      defaultCurrency(),
      deps.guards?.refusesRegistration({ email: identity.email }) ?? false,
    ]);
    return { country, currency, refused };
  }

  /** Finds the player of the identity, links an existing account by verified e-mail, or creates one. */
  async function playerFor(
    tx: Executor,
    provider: string,
    identity: ProvenIdentity,
    body: SocialLoginBody,
    facts: SignUpFacts | undefined,
  ): Promise<{ player: PlayerRecord; isNewPlayer: boolean }> {
    const linkedId = await findLinkedPlayerId(tx, provider, identity.subject);
    if (linkedId) {
      const player = await findPlayerById(tx, linkedId);
      if (player) return { player, isNewPlayer: false };
    }
    // Linking or creating by e-mail trusts the provider's word on it: only a verified address will do.
    if (!identity.email || !identity.emailVerified || !facts) {
      throw new AppError(
        400,
        'social_email_unverified',
        'Your account at the sign-in provider has no verified e-mail address; verify it there or sign up by e-mail',
      );
    }
    const email = identity.email;
    const existing = await findPlayerByEmail(tx, email);
    if (existing) {
      let player = existing;
      if (!existing.emailConfirmedAt) {
        // Someone may have registered this address without owning it (account pre-hijacking): the owner,
        // proven by the provider, takes the account over and the stranger's password stops working.
        player = await updatePlayer(tx, existing.id, {
          emailConfirmedAt: new Date(),
          passwordHash: await hashPassword(randomCode()),
        });
        await voidTokens(tx, existing.id, 'email_confirmation');
        await appendEvents(tx, [emailConfirmedEvent(existing.id)]);
      }
      await linkIdentity(tx, { provider, subject: identity.subject, playerId: player.id, email });
      await appendEvents(tx, [socialLinkedEvent(player.id, provider)]);
      return { player, isNewPlayer: false };
    }
    if (facts.refused) {
      throw new AppError(403, 'registration_refused', 'An account cannot be opened for this e-mail address');
    }
    const { country } = facts;
    const created = await insertPlayerIfNew(tx, {
      email,
      // No password: a random one nobody knows. "Forgot password" gives the player one if they want it.
      passwordHash: await hashPassword(randomCode()),
      firstName: identity.firstName,
      lastName: identity.lastName,
      country,
      currency: facts.currency,
      locale: body.locale?.toLowerCase() ?? null,
      affiliateTag: body.affiliateTag ?? null,
      fingerprint: body.fingerprint ?? null,
      // The provider verified the address, which is what the confirmation link would prove.
      emailConfirmedAt: new Date(),
    });
    if (!created) throw new AppError(409, 'social_conflict', 'This account was just created; sign in again');
    const linkedTo = await linkIdentity(tx, { provider, subject: identity.subject, playerId: created.id, email });
    if (linkedTo !== created.id)
      throw new AppError(409, 'social_conflict', 'This account was just created; sign in again');
    const registration = {
      playerId: created.id,
      country,
      currency: created.currency,
      locale: created.locale,
      affiliateTag: created.affiliateTag,
      bonusCode: null,
      receiveEmailPromo: false,
    };
    await appendEvents(tx, [
      registeredEvent(registration),
      emailConfirmedEvent(created.id),
      socialLinkedEvent(created.id, provider),
    ]);
    await deps.guards?.playerCreated(tx, registration);
    return { player: created, isNewPlayer: true };
  }

  return {
    providers: () => providers.list(),

    /** A fresh state, PKCE verifier and nonce, kept here; answers where to send the visitor. */
    async start(providerId: string, returnTo = '/'): Promise<{ url: string }> {
      const provider = providers.get(providerId);
      const config = await providers.configuration(providerId);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await insertLoginState(db, {
        stateHash: sha256(state),
        provider: provider.id,
        codeVerifier,
        nonce,
        returnTo,
        ttlSeconds: socialStateTtlSeconds,
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: deps.redirectUri,
        response_type: 'code',
        scope: provider.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(provider.prompt ? { prompt: provider.prompt } : {}),
      });
      return { url: url.href };
    },

    /**
     * The callback: spends the state (once, even if what follows fails), exchanges the code with the
     * verifier, checks the ID token (signature, iss, aud, nonce), then logs the player in through
     * sessions.open, so self-exclusion and every other session guard apply.
     */
    async exchange(body: SocialLoginBody, context: ClientContext): Promise<SocialLoginResult> {
      const state = await consumeLoginState(db, sha256(body.state));
      if (!state || (body.provider !== undefined && body.provider !== state.provider)) throw stateInvalid();
      if (body.error !== undefined || body.code === undefined) throw socialFailed();
      const identity = await prove(body, state);
      const facts = await signUpFacts(identity, context);
      return db.transaction(async (tx) => {
        // A new player speaks the language of the page the sign-in started from, unless told otherwise.
        const locale = body.locale ?? splitLocale(state.returnTo).locale;
        const signUp = { ...body, ...(locale ? { locale } : {}) };
        const { player, isNewPlayer } = await playerFor(tx, state.provider, identity, signUp, facts);
        if (!isEnabledStatus(player.status)) throw accountDisabled();
        if (body.fingerprint) await deps.fingerprints?.record(tx, player.id, body.fingerprint);
        const session = await sessions.open(tx, player, context, 'social');
        return { ...session, isNewPlayer, returnTo: state.returnTo };
      });
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
