import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import type { FastifyInstance } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import type { SecurityHeaders } from './security-headers.ts';
import type { SharedPageCache } from './shared-page-cache.ts';
import { siteRequestGate } from './site-requests.ts';

const webRoot = fileURLToPath(new URL('../../../../web/', import.meta.url));
export const webBuildDirectory = path.join(webRoot, 'build');

/** The context token and types the site's server build exports from its entry module. */
interface SiteEntryModule {
  siteContext: Parameters<RouterContextProvider['set']>[0];
  isbot(userAgent: string): boolean;
}

/** Mounts the React Router SSR site as the catch-all route; `/api` and friends are registered first. */
export async function registerSite(
  app: FastifyInstance,
  config: Config,
  features: {
    documentsHidden: boolean;
    securityHeaders: SecurityHeaders;
    /** Pages reused for a few seconds (decisions 0134, 0139); the content module clears it on a publish. */
    pageCache: (site: { isbot(userAgent: string): boolean }) => SharedPageCache;
  },
): Promise<void> {
  const serverBuildPath = path.join(webBuildDirectory, 'server', 'index.js');
  if (!existsSync(serverBuildPath)) {
    throw new Error(`The site is not built (${serverBuildPath} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const { siteContext, isbot } = build.entry.module as unknown as SiteEntryModule;
  const pageCache = features.pageCache({ isbot });
  const gate = siteRequestGate(build);
  const manifestFile = path.join(webBuildDirectory, 'client', 'build-manifest.json');
  const buildId = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { id: string }).id;
  const countryHeader = config.COUNTRY_HEADER.toLowerCase();
  const regionHeader = config.REGION_HEADER.toLowerCase();
  const publicConfig = {
    gtmId: config.GTM_ID,
    affiliateTagDays: config.AFFILIATE_TAG_DAYS,
    visibilityReloadMs: {
      ios: config.VISIBILITY_RELOAD_IOS_SECONDS * 1000,
      android: config.VISIBILITY_RELOAD_ANDROID_SECONDS * 1000,
      web: config.VISIBILITY_RELOAD_WEB_SECONDS * 1000,
    },
    contentApiBase: '/api/content',
    production: config.NODE_ENV === 'production',
    loyaltyEnabled: config.LOYALTY_ENABLED,
    questsEnabled: config.QUESTS_ENABLED,
    sportsbookClientHost: config.SPORTSBOOK_CLIENT_HOST,
    sportsbookClientId: config.SPORTSBOOK_CLIENT_ID,
    documentsHidden: features.documentsHidden,
  };

  await app.register(fastifyReactRouter, {
    build,
    serverBuildPath,
    clientBuildDirectory: path.join(webBuildDirectory, 'client'),
    mode: config.NODE_ENV === 'production' ? 'production' : 'development',
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=300',
    // Methods, paths and bodies React Router cannot handle are answered before it sees them (decision 0052).
    // A guest's page, or a player's shared page, may come from the cache; the cache's onSend sees the page before compression does.
    routeOptions: {
      onRequest: gate.onRequest,
      preHandler: [gate.preHandler, pageCache.preHandler],
      onSend: [pageCache.onSend],
    },
    getLoadContext(request, reply) {
      const context = new RouterContextProvider();
      const country = request.headers[countryHeader];
      const region = request.headers[regionHeader];
      context.set(siteContext, {
        nonce: features.securityHeaders.scriptNonce(reply),
        country: typeof country === 'string' && /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : undefined,
        region: typeof region === 'string' && /^[a-z0-9]{1,3}$/i.test(region) ? region.toUpperCase() : undefined,
        buildId,
        publicConfig,
        sharedPlayer: pageCache.sharedPlayerOf(request),
        // In-process call into our own API: same routes, validation and errors, no socket.
        async fetchApi(url: string, init?: RequestInit) {
          const response = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url,
            // Rate limits and audit rows must see the visitor, not this process.
            remoteAddress: request.ip,
            headers: Object.fromEntries(new Headers(init?.headers).entries()),
            ...(init?.body ? { payload: String(init.body) } : {}),
          });
          return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, {
            status: response.statusCode,
            headers: Object.entries(response.headers).flatMap(([k, v]) =>
              v === undefined ? [] : (Array.isArray(v) ? v : [String(v)]).map((x) => [k, x] as [string, string]),
            ),
          });
        },
      });
      return context;
    },
  });
}
