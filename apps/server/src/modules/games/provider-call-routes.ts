import { gameWalletErrorCodes as codes, walletErrorBodySchema } from '@croupier/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldsBreakingTextRule, textRuleMessage } from '../../platform/http/text-rule.ts';
import { type createProviderSecrets, verifySignature } from './signing.ts';
import type { ProviderRecord } from './store.ts';

/**
 * Every provider → casino call (the seamless wallet's and the free rounds') is registered here, so the
 * checks that guard money are written once: the body is kept as raw bytes because the HMAC is over them,
 * the signature and the provider are checked before anything else, then the JSON, the text rule (decision
 * 0051) and the operation's schema. Each refusal is 401/400 with the wallet contract's error body.
 */

/** A refusal the provider reads (docs/game-wallet-contract.md): HTTP status, stable code, optional facts. */
export class ProviderCallRefusal extends Error {
  readonly status: 400 | 401 | 404 | 409;
  readonly code: string;
  readonly extra: { balance?: string; currency?: string; reason?: string };
  constructor(status: ProviderCallRefusal['status'], code: string, message: string, extra = {}) {
    super(message);
    this.name = 'ProviderCallRefusal';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export interface ProviderOperation<Body extends z.ZodType> {
  body: Body;
  answer: z.ZodType;
  summary: string;
  description: string;
  handle(provider: ProviderRecord, body: z.infer<Body>): Promise<unknown>;
}

/** Keeps each operation's body type tied to its handler when operations of several shapes share a table. */
export function providerOperation<Body extends z.ZodType>(operation: ProviderOperation<Body>): ProviderOperation<Body> {
  return operation;
}

/** `POST /api/provider-wallet/{provider}/{name}` for each operation, in one scope with the raw-body parser. */
export async function registerProviderCalls(
  app: FastifyInstance,
  deps: {
    provider(identity: string): Promise<ProviderRecord | undefined>;
    secrets: ReturnType<typeof createProviderSecrets>;
    clock: () => Date;
  },
  operations: Readonly<Record<string, ProviderOperation<z.ZodType>>>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const [name, operation] of Object.entries(operations)) {
      scope.withTypeProvider<ZodTypeProvider>().post(
        `/api/provider-wallet/:provider/${name}`,
        {
          bodyLimit: 16 * 1024,
          schema: {
            tags: ['game providers'],
            summary: operation.summary,
            description: operation.description,
            params: z.object({ provider: z.string().min(1).max(64) }),
            response: {
              200: operation.answer,
              400: walletErrorBodySchema,
              401: walletErrorBodySchema,
              404: walletErrorBodySchema,
              409: walletErrorBodySchema,
            },
          },
        },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const provider = await deps.provider(request.params.provider);
          const signature = verifySignature(
            provider ? deps.secrets.secretFor(provider.identity) : undefined,
            raw,
            request.headers,
            deps.clock(),
          );
          if (!provider || !signature.ok) {
            const message = signature.ok ? 'Unknown provider' : signature.reason;
            return reply.status(401).send({ error: { code: codes.badSignature, message } });
          }
          const refused = (message: string) => reply.status(400).send({ error: { code: codes.badRequest, message } });
          let json: unknown;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            return refused('The body is not JSON');
          }
          // The text rule on the signed body, which the edge saw only as bytes.
          const badText = fieldsBreakingTextRule(json);
          if (badText.length) {
            return refused(badText.map((field) => `${field === '_' ? 'body' : field}: ${textRuleMessage}`).join('; '));
          }
          const parsed = operation.body.safeParse(json);
          if (!parsed.success) {
            return refused(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
          }
          try {
            return await operation.handle(provider, parsed.data);
          } catch (error) {
            if (!(error instanceof ProviderCallRefusal)) throw error;
            return reply
              .status(error.status)
              .send({ error: { code: error.code, message: error.message, ...error.extra } });
          }
        },
      );
    }
  });
}
