import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaders {
  /**
   * The per-response nonce SSR puts on its inline scripts; the response's policy then names it. Only documents
   * ask for one, so an API call pays for neither the random bytes nor the policy's assembly.
   */
  scriptNonce(reply: FastifyReply): string;
}

/** The directives as one header value; `scriptExtra` (a nonce) joins the script sources. */
function serializePolicy(directives: Record<string, readonly string[]>, scriptExtra?: string): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === 'script-src' && scriptExtra ? [...sources, scriptExtra] : sources;
      return all.length ? `${name} ${all.join(' ')}` : name;
    })
    .join(';');
}

/**
 * Security headers for every response. Scripts: own origin plus, on documents, a per-response nonce (React
 * Router's inline hydration data), and the tag manager only when one is configured. Styles keep
 * 'unsafe-inline' (no nonce) because React style attributes are inline styles; scripts are where injection
 * matters. @fastify/helmet built Helmet's middleware again on every request; here it runs once.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    gtm: boolean;
    oneSignal: boolean;
    /** Origins the site may frame beyond its own: the configured sportsbook's, only when one is (decision 0136). */
    frameOrigins?: readonly string[];
    /**
     * A third party's support chat widget (decision 0132): its script, and what such a widget loads from its
     * own origin (styles, images, its API, its frame). Without it the policy blocks the script and the chat
     * never connects.
     */
    supportWidgetOrigin?: string;
  },
): SecurityHeaders {
  const gtmScript = options.gtm ? ['https://www.googletagmanager.com'] : [];
  const gtmConnect = options.gtm ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  // The OneSignal SDK (decision 0137): its scripts and styles from its CDN, its calls to its API.
  const oneSignalCdn = options.oneSignal ? ['https://cdn.onesignal.com'] : [];
  const oneSignalConnect = options.oneSignal ? ['https://onesignal.com', 'https://*.onesignal.com'] : [];
  const widget = options.supportWidgetOrigin ? [options.supportWidgetOrigin] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...gtmScript, ...oneSignalCdn, ...widget],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...oneSignalCdn, ...widget],
    'img-src': ["'self'", 'data:', 'blob:', ...widget],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:', ...gtmConnect, ...oneSignalConnect, ...widget],
    'frame-src': ["'self'", ...gtmScript, ...(options.frameOrigins ?? []), ...widget],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  const headers: [string, string][] = [['content-security-policy', serializePolicy(directives)]];
  // Helmet's answer is the same for every response: asked once, here, and replayed on each.
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // 'no-referrer' makes Chromium send `Origin: null` on plain form posts, which React Router rightly
    // refuses as cross-site; this policy keeps the origin and still hides paths from other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
      removeHeader: () => {},
    } as unknown as ServerResponse,
    () => {},
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const nonces = new WeakMap<ServerResponse, string>();
  return {
    scriptNonce(reply) {
      let nonce = nonces.get(reply.raw);
      if (!nonce) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(reply.raw, nonce);
        reply.raw.setHeader('content-security-policy', serializePolicy(directives, `'nonce-${nonce}'`));
      }
      return nonce;
    },
  };
}
