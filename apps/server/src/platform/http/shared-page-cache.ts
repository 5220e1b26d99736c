import type { Readable } from 'node:stream';
import { detectLocale, userLanguageCookie } from '@croupier/i18n/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, type DeflatedPart, deflatePart, splicedGzip } from './spliced-gzip.ts';

/**
 * Pages rendered once per few seconds and reused (decisions 0134 and 0139). What every guest of a page, locale,
 * country and region (and kind of device) sees is the same HTML but for the CSP nonce, which each response gets
 * afresh: the stored page is kept split at its nonce and joined with the new one.
 *
 * Only requests that cannot carry anything personal are served from it or stored: GET without an
 * Authorization header, whose cookies are all on the list below (any other sends the request past the cache to
 * a full render), and not a content preview. Only complete 200 HTML answers that set no cookie are stored.
 *
 * A logged-in player's session cookie is on the list only for the pages `players.pages` names, whose render
 * reads nothing of the player but their currency and country (decision 0139). Such a request is checked (a
 * live session of an enabled player) and keyed by those two; on a miss the page is rendered without the
 * session cookie, so the render cannot reach anything of the player's, and `sharedPlayerOf` tells the site's
 * loaders to render a player's page. Each answer then carries the player's own identity in one inline script
 * of its own (`window.__croupierPlayer`), which the browser's components read after hydration.
 */

/** Cookies a guest page may read that are not personal; their values are part of the key. */
const keyedCookies = ['cookie-consent', userLanguageCookie];
const sessionCookie = 'access_token';
const previewParameter = /[?&]preview=/;

/** What a shared player's page is rendered for: the same for every player who shares it. */
export interface SharedPlayer {
  currency: string | null;
  country: string | null;
}

/** A player whose session checked out: what keys their page and what their answer alone carries. */
export interface PlayerIdentity extends SharedPlayer {
  id: string;
  nickname: string | null;
  email: string;
  /** Their favourite games' ids, for the hearts on the page's tiles. */
  favorites: string[];
}

export interface SharedPlayerPages {
  /** The paths (without the query) whose render is the same for every player of a currency and country. */
  pages: RegExp;
  /** The player of a session token; undefined for a token that is not a live session of an enabled player. */
  identify(token: string): Promise<PlayerIdentity | undefined>;
}

export interface SharedPageCacheOptions {
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
  /** Players' pages shared too; without it a session cookie always sends the request past the cache. */
  players?: SharedPlayerPages;
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  /**
   * The page split at its render's nonces and before `</head>`, each segment encoded and compressed once: an answer
   * is a copy of bytes, not a fresh 100-odd KB string's encoding or compression (decision 0140).
   */
  segments: DeflatedPart[];
  /** What goes between segment i and i + 1: the answer's nonce, or before `</head>` a player's identity script. */
  joints: ('nonce' | 'head')[];
}

/** Response headers a stored page is answered with again; the rest are per response or set elsewhere. */
const replayedHeaders = new Set(['content-type', 'cache-control', 'vary', 'link', 'content-language']);

export interface SharedPageCache {
  /** Drops every stored page (a content publish). */
  clear(): void;
  /** The player this request's page is rendered for without their session (a shared player's page). */
  sharedPlayerOf(request: FastifyRequest): SharedPlayer | undefined;
  /** Route hooks for the site's catch-all route: answer from the cache, then store what it renders. */
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

export function createSharedPageCache(options: SharedPageCacheOptions): SharedPageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<void>>();
  const requests = new WeakMap<FastifyRequest, { key: string; player?: PlayerIdentity }>();

  /** The request's key and, for a player's shared page, the player; undefined: not from the cache. */
  async function keyOf(request: FastifyRequest): Promise<{ key: string; player?: PlayerIdentity } | undefined> {
    if (request.method !== 'GET' || request.headers.authorization) return undefined;
    if (previewParameter.test(request.url)) return undefined;
    const cookies = parseCookies(request.headers.cookie);
    if (!cookies) return undefined;
    const token = cookies.get(sessionCookie);
    let player: PlayerIdentity | undefined;
    if (token !== undefined) {
      const players = options.players;
      if (!players?.pages.test(request.url.split('?')[0] ?? '')) return undefined;
      player = await players.identify(token);
      // A session that is over gets the full render, which treats the visitor as the guest they now are.
      if (!player) return undefined;
    }
    const country = normalised(request.headers[options.countryHeader], /^[a-z]{2}$/i);
    const region = normalised(request.headers[options.regionHeader], /^[a-z0-9]{1,3}$/i);
    const language = request.headers['accept-language'];
    const locale = detectLocale({
      cookie: cookies.get(userLanguageCookie) ?? null,
      acceptLanguage: typeof language === 'string' ? language : null,
      country: country ?? null,
    });
    const key = JSON.stringify([
      request.protocol,
      request.host,
      request.url,
      country,
      region,
      locale,
      options.userAgentClass(request.headers['user-agent']),
      keyedCookies.map((name) => cookies.get(name) ?? null),
      player ? ['player', player.currency, player.country] : null,
    ]);
    return player ? { key, player } : { key };
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    player: PlayerIdentity | undefined,
  ): FastifyReply {
    const nonce = Buffer.from(options.scriptNonce(reply));
    reply.code(entry.status);
    for (const [name, value] of entry.headers) reply.header(name, value);
    reply.header('x-page-cache', 'hit');
    const script = Buffer.from(player ? playerScript(nonce.toString(), player, reply) : '');
    const pieces: (DeflatedPart | Buffer)[] = [];
    entry.segments.forEach((segment, index) => {
      if (index > 0) pieces.push(entry.joints[index - 1] === 'nonce' ? nonce : script);
      pieces.push(segment);
    });
    // Every browser takes gzip: the stored compression is spliced, not redone (the compression hook leaves an
    // encoded answer alone). A client that takes only another encoding gets the bytes, and that hook's work.
    if (acceptsGzip(request.headers['accept-encoding'])) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      reply.header('content-encoding', 'gzip');
      return reply.send(splicedGzip(pieces));
    }
    return reply.send(Buffer.concat(pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : piece.raw))));
  }

  return {
    clear() {
      entries.clear();
    },

    sharedPlayerOf(request) {
      const player = requests.get(request)?.player;
      return player ? { currency: player.currency, country: player.country } : undefined;
    },

    async preHandler(request, reply) {
      if (options.ttlMs <= 0) return;
      const keyed = await keyOf(request);
      if (keyed === undefined) return;
      const { key, player } = keyed;
      let entry = fresh(key);
      const rendering = inFlight.get(key);
      // Single flight: requests that arrive while the page is being rendered wait for that render.
      if (!entry && rendering) {
        await rendering;
        entry = fresh(key);
      }
      if (entry) return answer(request, reply, entry, player);
      requests.set(request, keyed);
      // The render of a player's shared page never sees their session: nothing of theirs can get into it.
      if (player) request.headers.cookie = withoutCookie(request.headers.cookie, sessionCookie);
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
      const keyed = requests.get(request);
      if (keyed === undefined || reply.getHeader('x-page-cache') === 'hit') return payload;
      reply.header('x-page-cache', 'miss');
      const contentType = String(reply.getHeader('content-type') ?? '');
      const storable =
        reply.statusCode === 200 &&
        contentType.startsWith('text/html') &&
        !reply.hasHeader('set-cookie') &&
        !/no-store|private/.test(String(reply.getHeader('cache-control') ?? ''));
      // A player's page that cannot be stored is still theirs: it gets their identity like any other.
      if (!storable && !(keyed.player && contentType.startsWith('text/html'))) return payload;
      const body = await readAll(payload);
      if (body === undefined) return payload;
      const html = body.toString('utf8');
      const nonce = options.scriptNonce(reply);
      if (storable && body.length <= options.maxBytes) {
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (replayedHeaders.has(name) && value !== undefined) headers.push([name, String(value)]);
        }
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(keyed.key, { expires: now() + options.ttlMs, status: 200, headers, ...segmented(html, nonce) });
      }
      inFlight.delete(keyed.key);
      return withPlayer(html, nonce, keyed.player, reply);
    },
  };
}

/**
 * The page with the player's identity in an inline script before `</head>`, which runs before the page's
 * modules hydrate it. The JSON is made safe for a script element: no `<`, `>`, `&` or line separators in it.
 * A player's answer is theirs alone: no shared cache on the way may keep it.
 */
function withPlayer(html: string, nonce: string, player: PlayerIdentity | undefined, reply: FastifyReply): string {
  if (!player) return html;
  const script = playerScript(nonce, player, reply);
  const head = html.indexOf('</head>');
  return head < 0 ? html : `${html.slice(0, head)}${script}${html.slice(head)}`;
}

/** The player's identity script; marks the answer as theirs alone. */
function playerScript(nonce: string, player: PlayerIdentity, reply: FastifyReply): string {
  reply.header('cache-control', 'private, no-store');
  const identity = { id: player.id, nickname: player.nickname, email: player.email, favorites: player.favorites };
  const json = JSON.stringify(identity).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script nonce="${nonce}">window.__croupierPlayer=${json}</script>`;
}

/** The page cut at each nonce and before its `</head>`, each segment compressed for the answers to splice. */
function segmented(html: string, nonce: string): Pick<Entry, 'segments' | 'joints'> {
  const texts: string[] = [];
  const joints: Entry['joints'] = [];
  let head = false;
  html.split(nonce).forEach((part, index) => {
    if (index > 0) joints.push('nonce');
    const at = head ? -1 : part.indexOf('</head>');
    if (at < 0) {
      texts.push(part);
      return;
    }
    head = true;
    texts.push(part.slice(0, at), part.slice(at));
    joints.push('head');
  });
  return { segments: texts.map((text) => deflatePart(Buffer.from(text))), joints };
}

/** The Cookie header without one cookie. */
function withoutCookie(header: string | undefined, name: string): string {
  return (header ?? '')
    .split(';')
    .filter((part) => part.split('=')[0]?.trim() !== name)
    .join(';')
    .trim();
}

/** The cookies by name; undefined when one is not on the keyed list (the request may be personal). */
function parseCookies(header: string | undefined): Map<string, string> | undefined {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    if (!part.trim()) continue;
    const separator = part.indexOf('=');
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (!keyedCookies.includes(name) && name !== sessionCookie) return undefined;
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
