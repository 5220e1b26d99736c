import * as client from 'openid-client';
import { AppError } from '../../../platform/http/errors.ts';

/**
 * Identity-provider client defaults (spec 02 §9). The site sends the visitor to the provider in the same
 * window instead of a popup, so the popup timeout only bounds how long a started sign-in stays valid
 * (the state lives longer: ten minutes, decision 0014); the lock is how long a provider whose discovery
 * failed is left alone before the next attempt.
 */
export const identityProviderDefaults = { popupTimeoutMs: 60_000, httpTimeoutMs: 10_000, lockMs: 5_000 } as const;

export interface SocialProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Extra authorization parameter: the development provider asks for `login` so it always shows its page. */
  prompt?: string;
  /** How to reach the provider; the embedded one is called in-process (its issuer may not be reachable). */
  fetch?: client.CustomFetch;
}

export const unknownProvider = () => new AppError(404, 'social_provider_unknown', 'No such social login provider');

/** Configured providers and, per provider, one discovery shared by concurrent callers. */
export function createProviderRegistry(
  providers: readonly SocialProvider[],
  onError: (providerId: string, err: unknown) => void = () => {},
) {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const discovered = new Map<string, Promise<client.Configuration>>();
  const failedAt = new Map<string, number>();

  async function discover(provider: SocialProvider): Promise<client.Configuration> {
    const insecure = new URL(provider.issuer).protocol === 'http:';
    const config = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      client.ClientSecretBasic(provider.clientSecret),
      {
        timeout: identityProviderDefaults.httpTimeoutMs / 1000,
        // Only http issuers get here: config refuses them in production, the development provider is local.
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        ...(provider.fetch ? { [client.customFetch]: provider.fetch } : {}),
      },
    );
    config.timeout = identityProviderDefaults.httpTimeoutMs / 1000;
    // Check the ID token's signature against the provider's keys too, not only iss, aud, exp and nonce.
    client.enableNonRepudiationChecks(config);
    return config;
  }

  return {
    list(): { id: string; name: string }[] {
      return providers.map(({ id, name }) => ({ id, name }));
    },

    get(id: string): SocialProvider {
      const provider = byId.get(id);
      if (!provider) throw unknownProvider();
      return provider;
    },

    /** The provider's client configuration from its discovery document, fetched once per process. */
    async configuration(id: string): Promise<client.Configuration> {
      const provider = this.get(id);
      const cached = discovered.get(id);
      if (cached) return cached;
      const failed = failedAt.get(id);
      if (failed !== undefined && Date.now() - failed < identityProviderDefaults.lockMs) {
        throw new AppError(503, 'social_unavailable', 'The sign-in provider is not reachable; try again shortly');
      }
      const pending = discover(provider);
      discovered.set(id, pending);
      try {
        return await pending;
      } catch (err) {
        discovered.delete(id);
        failedAt.set(id, Date.now());
        onError(id, err);
        throw new AppError(503, 'social_unavailable', 'The sign-in provider is not reachable; try again shortly');
      }
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;

/** A fetch for openid-client that answers from this server's own routes, without a socket. */
export function injectFetch(
  inject: (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>,
): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body as unknown;
    const answer = await inject({
      method: options.method,
      url: `${target.pathname}${target.search}`,
      headers: options.headers,
      ...(typeof body === 'string'
        ? { payload: body }
        : body instanceof URLSearchParams
          ? { payload: body.toString() }
          : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = [101, 204, 205, 304].includes(answer.statusCode);
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
