/// <reference path="../../../types/oidc-provider.d.ts" />
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import { demoIdentities, devIdpPagePolicy, errorPage, loginPage } from './dev-idp-page.ts';
import { createMemoryAdapter } from './idp-memory-adapter.ts';

/** Where the development identity provider lives; its issuer is PUBLIC_URL plus this path. */
export const devIdpPath = '/dev/idp';
export const devIdpClientId = 'croupier-web';

export interface DevIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface DevAccount {
  email: string;
  name: string;
  emailVerified: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stable per address, so the same typed e-mail is the same person at the provider (and stays linked). */
const subjectFor = (email: string): string => `dev-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

function claimsOf(sub: string, account: DevAccount): Record<string, unknown> {
  const [given, ...rest] = account.name.trim().split(/\s+/);
  return {
    sub,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    ...(given ? { given_name: given } : {}),
    ...(rest.length ? { family_name: rest.join(' ') } : {}),
  };
}

/**
 * A real OpenID Connect provider (oidc-provider) inside this server for development and tests: one
 * confidential client (the site), authorization code with PKCE required, keys generated at every start,
 * and a login page where the tester picks who to be. Never mounted in production unless DEV_IDP_ENABLED.
 */
export async function registerDevIdp(
  app: FastifyInstance,
  options: { publicUrl: string; redirectUri: string; clientSecret?: string | undefined },
): Promise<DevIdp> {
  const issuer = `${options.publicUrl}${devIdpPath}`;
  const clientSecret = options.clientSecret ?? randomBytes(32).toString('base64url');
  const accounts = new Map<string, DevAccount>(
    demoIdentities.map((who) => [`demo-${who.id}`, { email: who.email, name: who.name, emailVerified: true }]),
  );

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: devIdpClientId,
        client_secret: clientSecret,
        client_name: 'Croupier',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    // Signed with a per-process key: restarting the server ends every provider session, as it should here.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // The site reads e-mail and name from the ID token and never calls userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${devIdpPath}/interaction/${interaction.uid}`,
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, sub: string): Promise<Account | undefined> {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => claimsOf(sub, account) };
    },
    // The site is a first-party client: no consent screen, the grant covers what the site asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client) return undefined;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'The request could not be processed');
    },
  });
  // Koa builds the provider's URLs from the request's scheme and host; the headers set below make them
  // PUBLIC_URL's, the address the browser uses, whatever reached this process (proxy, in-process call).
  provider.proxy = true;
  const site = new URL(options.publicUrl);
  provider.on('server_error', (_ctx: unknown, err: unknown) =>
    app.log.error({ err }, 'development identity provider error'),
  );

  const callback = provider.callback();
  const forward = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.headers['x-forwarded-proto'] = site.protocol.replace(':', '');
    raw.headers['x-forwarded-host'] = site.host;
    // As Express mounts do: the provider routes on `url` and learns its mount path from `originalUrl`.
    raw.originalUrl = raw.url;
    raw.url = path;
    callback(raw, reply.raw);
  };

  // The provider reads request bodies itself, so this scope parses nothing (no 415 for form posts either).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${devIdpPath}/*`, { schema: { hide: true } }, async (request, reply) => {
      forward(request, reply, request.raw.url?.slice(devIdpPath.length) || '/');
    });
  });

  // The login page: the interaction cookie is scoped to this path, so both routes live under it.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const page = (reply: FastifyReply, status: number, html: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', devIdpPagePolicy)
        .header('cache-control', 'no-store')
        .send(html);

    scope.get<{ Params: { uid: string } }>(
      `${devIdpPath}/interaction/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          return page(
            reply,
            200,
            loginPage({ action: `${devIdpPath}/interaction/${details.uid}/login`, clientName: 'Croupier' }),
          );
        } catch {
          return page(reply, 400, errorPage('This sign-in has expired. Go back to the site and start again.'));
        }
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${devIdpPath}/interaction/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return page(reply, 400, errorPage('This sign-in has expired. Go back to the site and start again.'));
        }
        const form = request.body ?? {};
        const action = `${devIdpPath}/interaction/${details.uid}/login`;
        if (form.identity === 'cancel') {
          reply.hijack();
          return provider.interactionFinished(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
            { mergeWithLastSubmission: false },
          );
        }
        let sub: string;
        const demo = demoIdentities.find((who) => who.id === form.identity);
        if (demo) {
          sub = `demo-${demo.id}`;
        } else {
          const email = (form.email ?? '').trim().toLowerCase();
          const name = (form.name ?? '').trim().slice(0, 100);
          if (!emailPattern.test(email) || email.length > 254 || !name) {
            return page(
              reply,
              400,
              loginPage({ action, clientName: 'Croupier', error: 'Enter an e-mail address and a name.', email, name }),
            );
          }
          sub = subjectFor(email);
          accounts.set(sub, { email, name, emailVerified: form.emailVerified === 'true' });
        }
        reply.hijack();
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: sub } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  return { issuer, clientId: devIdpClientId, clientSecret };
}
