import type { Readable } from 'node:stream';
import { detectLocale, userLanguageCookie } from '@croupier/i18n/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Guests' pages rendered once per few seconds and reused (decision 0134). What every guest of a page, locale,
 * country and region (and kind of device) sees is the same HTML but for the CSP nonce, which each response gets
 * afresh: the stored page is kept split at its nonce and joined with the new one.
 *
 * Only requests that cannot carry anything personal are served from it or stored: GET without an
 * Authorization header, whose cookies are all on the list below (a session cookie, or any other, sends the
 * request past the cache to a full render), and not a content preview. Only complete 200 HTML answers that
 * set no cookie are stored.
 */

/** Cookies a guest page may read that are not personal; their values are part of the key. */
const keyedCookies = ['cookie-consent', userLanguageCookie];
const previewParameter = /[?&]preview=/;

export interface GuestPageCacheOptions {
  /** How long a page is reused; content edits show after at most this long (or at once, `clear`). */
  ttlMs: number;
  maxEntries: number;
  /** Pages larger than this are not kept. */
  maxBytes: number;
  countryHeader: string;
  regionHeader: string;
  /** What in the user agent changes the page: device platform (the catalogue's), crawler (streaming). */
  userAgentClass(userAgent: string | undefined): string;
  /** The response's CSP nonce (security-headers.ts): made and put in the CSP header on first ask. */
  scriptNonce(reply: FastifyReply): string;
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  /** The page's HTML split at its render's nonce. */
  parts: string[];
}

/** Response headers a stored page is answered with again; the rest are per response or set elsewhere. */
const replayedHeaders = new Set(['content-type', 'cache-control', 'vary', 'link', 'content-language']);

export interface GuestPageCache {
  /** Drops every stored page (a content publish). */
  clear(): void;
  /** Route hooks for the site's catch-all route: answer from the cache, then store what it renders. */
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

export function createGuestPageCache(options: GuestPageCacheOptions): GuestPageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<void>>();
  const keys = new WeakMap<FastifyRequest, string>();

  function keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET' || request.headers.authorization) return undefined;
    if (previewParameter.test(request.url)) return undefined;
    const cookies = parseCookies(request.headers.cookie);
    if (!cookies) return undefined;
    const country = normalised(request.headers[options.countryHeader], /^[a-z]{2}$/i);
    const region = normalised(request.headers[options.regionHeader], /^[a-z0-9]{1,3}$/i);
    const language = request.headers['accept-language'];
    const locale = detectLocale({
      cookie: cookies.get(userLanguageCookie) ?? null,
      acceptLanguage: typeof language === 'string' ? language : null,
      country: country ?? null,
    });
    return JSON.stringify([
      request.protocol,
      request.host,
      request.url,
      country,
      region,
      locale,
      options.userAgentClass(request.headers['user-agent']),
      keyedCookies.map((name) => cookies.get(name) ?? null),
    ]);
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  function answer(reply: FastifyReply, entry: Entry): FastifyReply {
    const nonce = options.scriptNonce(reply);
    reply.code(entry.status);
    for (const [name, value] of entry.headers) reply.header(name, value);
    reply.header('x-page-cache', 'hit');
    return reply.send(entry.parts.join(nonce));
  }

  return {
    clear() {
      entries.clear();
    },

    async preHandler(request, reply) {
      if (options.ttlMs <= 0) return;
      const key = keyOf(request);
      if (key === undefined) return;
      let entry = fresh(key);
      const rendering = inFlight.get(key);
      // Single flight: requests that arrive while the page is being rendered wait for that render.
      if (!entry && rendering) {
        await rendering;
        entry = fresh(key);
      }
      if (entry) return answer(reply, entry);
      keys.set(request, key);
      if (!rendering) {
        let done = () => {};
        inFlight.set(
          key,
          new Promise<void>((resolve) => {
            done = resolve;
          }),
        );
        // Whatever happens to this render (an error, a closed connection), the waiters go on.
        reply.raw.once('close', () => {
          inFlight.delete(key);
          done();
        });
      }
    },

    async onSend(request, reply, payload) {
      const key = keys.get(request);
      if (key === undefined || reply.getHeader('x-page-cache') === 'hit') return payload;
      reply.header('x-page-cache', 'miss');
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (reply.statusCode !== 200 || !contentType.startsWith('text/html') || reply.hasHeader('set-cookie')) {
        return payload;
      }
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      if (/no-store|private/.test(cacheControl)) return payload;
      const body = await readAll(payload);
      if (body === undefined) return payload;
      const html = body.toString('utf8');
      if (body.length <= options.maxBytes) {
        const nonce = options.scriptNonce(reply);
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (replayedHeaders.has(name) && value !== undefined) headers.push([name, String(value)]);
        }
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { expires: now() + options.ttlMs, status: 200, headers, parts: html.split(nonce) });
      }
      inFlight.delete(key);
      return html;
    },
  };
}

/** The cookies by name; undefined when one is not on the keyed list (the request may be personal). */
function parseCookies(header: string | undefined): Map<string, string> | undefined {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    if (!part.trim()) continue;
    const separator = part.indexOf('=');
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (!keyedCookies.includes(name)) return undefined;
    cookies.set(name, separator < 0 ? '' : part.slice(separator + 1).trim());
  }
  return cookies;
}

function normalised(value: string | string[] | undefined, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value.toUpperCase() : undefined;
}

async function readAll(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (!payload || typeof (payload as Readable).pipe !== 'function') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
