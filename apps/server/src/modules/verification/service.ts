import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { VerificationStart, VerificationState } from '@croupier/contracts/verification';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { assertTextRule } from '../../platform/http/text-rule.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import type { AccountService } from '../player/service.ts';
import { setIdentityVerified } from '../player/service.ts';
import type { KycProvider } from './provider.ts';
import {
  type ApplicantRecord,
  findApplicantByExternalId,
  findApplicantById,
  findApplicantOfPlayer,
  insertApplicantIfNew,
  listApplicantsByStatus,
  listDocuments,
  recordWebhookEvent,
  updateApplicant,
} from './store.ts';

export type WebhookResult = 'applied' | 'replayed' | 'ignored';

export interface VerificationServiceDeps {
  db: Database;
  /** Undefined when no provider is available (the sandbox in production). */
  provider: KycProvider | undefined;
  hideDocuments: boolean;
  accounts: AccountService;
  log: FastifyBaseLogger;
}

export function createVerificationService(deps: VerificationServiceDeps) {
  const { db, provider, accounts } = deps;
  const documentsHidden = Boolean(provider) && deps.hideDocuments;

  /** The configured provider, addressed by name; any other name is a route that does not exist. */
  function providerNamed(name: string): KycProvider {
    if (!provider || provider.name !== name) throw notFound(`No verification provider named ${name}`);
    return provider;
  }

  async function caseOf(playerId: string, active: KycProvider): Promise<ApplicantRecord> {
    const existing = await findApplicantOfPlayer(db, playerId, active.name);
    if (existing) return existing;
    await insertApplicantIfNew(db, { playerId, provider: active.name, externalId: randomUUID() });
    const created = await findApplicantOfPlayer(db, playerId, active.name);
    if (!created) throw new Error('kyc applicant neither inserted nor found');
    return created;
  }

  /** The state of a player's verification with the configured provider (also the back office's player page). */
  async function stateOf(playerId: string, sumsubVerified: boolean): Promise<VerificationState> {
    const row = provider ? await findApplicantOfPlayer(db, playerId, provider.name) : undefined;
    return { provider: provider?.name ?? null, status: row?.status ?? 'none', sumsubVerified, documentsHidden };
  }

  return {
    documentsHidden,

    async state(auth: AuthenticatedPlayer): Promise<VerificationState> {
      const { sumsubVerified } = await accounts.profile(auth);
      return stateOf(auth.playerId, sumsubVerified);
    },

    stateOf,

    /** POST /api/player/services/{provider}/auth (spec 01 §7). */
    async start(auth: AuthenticatedPlayer, name: string, returnPath?: string): Promise<VerificationStart> {
      const active = providerNamed(name);
      if ((await accounts.profile(auth)).sumsubVerified) {
        throw new AppError(409, 'already_verified', 'Your identity is already verified');
      }
      let row = await caseOf(auth.playerId, active);
      // A rejected case starts over: the provider asks again, and a new review follows.
      if (row.status === 'rejected' || row.status === 'approved') {
        row = await updateApplicant(db, row.id, { status: 'init', reviewAnswer: null, providerData: {} });
      }
      let started: VerificationStart;
      try {
        started = await active.startVerification({
          externalId: row.externalId,
          applicantId: row.applicantId,
          ...(returnPath ? { returnPath } : {}),
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The provider's own failure is not ours to describe; the player may simply try again.
        deps.log.error({ err, provider: active.name }, 'identity verification could not start');
        throw new AppError(502, 'provider_unavailable', 'The verification provider did not answer; try again later');
      }
      if (started.applicantId !== row.applicantId)
        await updateApplicant(db, row.id, { applicantId: started.applicantId });
      return started;
    },

    /** Cases waiting for a decision, with the files each player uploaded (the back office's queue). */
    async reviewQueue(limit: number) {
      const rows = await listApplicantsByStatus(db, 'pending', limit);
      return Promise.all(
        rows.map(async (row) => ({ applicant: row, documents: await listDocuments(db, row.playerId) })),
      );
    },

    /**
     * A staff member's decision on a pending case, in the caller's transaction: the same effect as the
     * provider's GREEN or RED (the case's status and the profile flag, with player.updated, so the player's
     * site sees it live). Answers the case before, or undefined when no pending case has this id.
     */
    async review(tx: Executor, applicantId: string, outcome: 'approved' | 'rejected') {
      const row = await findApplicantById(tx, applicantId, { lock: true });
      if (row?.status !== 'pending') return undefined;
      await updateApplicant(tx, row.id, { status: outcome, reviewAnswer: outcome === 'approved' ? 'GREEN' : 'RED' });
      await setIdentityVerified(tx, row.playerId, outcome === 'approved');
      return row;
    },

    /**
     * Applies a provider's webhook. The signature is checked before anything is read or written; the
     * delivery id, the case and the profile flag change in one transaction, with player.updated.
     */
    async handleWebhook(name: string, rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookResult> {
      const active = providerNamed(name);
      const event = active.verifyWebhook(rawBody, headers);
      // Signed, then held to the text rule (decision 0051): the edge saw this body only as bytes.
      assertTextRule(event);
      return db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, active.name, event.eventId))) return 'replayed';
        if (!event.outcome || !event.externalId) return 'ignored';
        const row = await findApplicantByExternalId(tx, active.name, event.externalId, { lock: true });
        if (!row) return 'ignored';
        // A late "pending" (the provider retries those) must not undo a decision already taken.
        if (event.outcome === 'pending' && row.status === 'approved') return 'ignored';
        await updateApplicant(tx, row.id, {
          status: event.outcome,
          ...(event.reviewAnswer ? { reviewAnswer: event.reviewAnswer } : {}),
          ...(event.applicantId && !row.applicantId ? { applicantId: event.applicantId } : {}),
        });
        // A later RED (a re-review) takes verification away again; a pending leaves the flag alone.
        if (event.outcome !== 'pending') await setIdentityVerified(tx, row.playerId, event.outcome === 'approved');
        return 'applied';
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
