import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

/** The per-response nonce SSR puts on its inline scripts. */
export function scriptNonce(reply: FastifyReply): string {
  return nonceFor(reply.raw);
}

function nonceFor(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Security headers for every response. Scripts: own origin plus a per-response nonce (React Router's
 * inline hydration data), and the tag manager only when one is configured. Styles keep 'unsafe-inline'
 * (no nonce) because React style attributes are inline styles; scripts are where injection matters.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { gtm: boolean }): Promise<void> {
  const gtmScript = options.gtm ? ['https://www.googletagmanager.com'] : [];
  const gtmConnect = options.gtm ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceFor(res as ServerResponse)}'`, ...gtmScript],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...gtmConnect],
        frameSrc: ["'self'", ...gtmScript],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // 'no-referrer' makes Chromium send `Origin: null` on plain form posts, which React Router rightly
    // refuses as cross-site; this policy keeps the origin and still hides paths from other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
