import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { AppError } from './errors.ts';
import { pageMethods } from './site-routes.ts';

/** The encodings an HTML form (and React Router's own submissions) send; a page's action reads nothing else. */
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * The path as the site may build links from it: parsed the way a browser and React Router parse it (`\` is
 * `/`, dot segments resolved) and with empty segments dropped, so it can never start with `//`, which a
 * browser reads as another host.
 */
function canonicalSitePath(rawPath: string): string {
  return new URL(`http://site${rawPath}`).pathname.replace(/\/{2,}/g, '/');
}

function splitTarget(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The request body, or undefined once it passes `limit` bytes (the rest is then read and dropped). */
function readLimited(stream: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      stream.resume();
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new AppError(400, 'bad_request', 'The request body ended early'));
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

function tooLarge(limit: number): AppError {
  return new AppError(413, 'payload_too_large', `A form sent to a page is at most ${limit} bytes`);
}

/** Node drains a body nobody read before the connection takes the next request; past the limit it should not. */
function drainable(request: FastifyRequest): boolean {
  const { 'transfer-encoding': chunked, 'content-length': length } = request.headers;
  return chunked === undefined && !(Number(length ?? 0) > request.routeOptions.bodyLimit);
}

/**
 * What every request passes before React Router sees it (decision 0052). React Router answers 500 for what
 * it cannot parse (a TRACE, a JSON or broken multipart body handed to an action's `formData()`), and a page
 * it refuses without reading the body left that body in the socket, hanging a keep-alive connection. Here:
 * - a method the page does not take answers 405 with `Allow` (GET and HEAD everywhere, POST where the page
 *   has an action);
 * - a path that is not canonical (`//evil.example/`, `/\evil.example/`, `/a/..//b`) is redirected to its
 *   canonical form before any page builds a link from it;
 * - a POST must carry a form (415 otherwise), at most the server's body limit (413), that parses (400
 *   otherwise); the action then reads that same, fully read body.
 * An answer given before the body is read leaves it to Node, which drains it so the connection carries the
 * next request; a body too large (or of unknown length) to be worth draining closes the connection instead.
 */
export function siteRequestGate(build: ServerBuild) {
  const methodsOf = pageMethods(build);

  /** The answer due before any of the body is read, if any: a refusal, or where to redirect. */
  function beforeBody(request: FastifyRequest, reply: FastifyReply): AppError | { location: string } | undefined {
    const { path, query } = splitTarget(request.url);
    if (!path.startsWith('/')) return new AppError(400, 'bad_request', 'The request target must be a path');
    let canonical: string;
    try {
      canonical = canonicalSitePath(path);
    } catch {
      return new AppError(400, 'bad_request', 'The request target is not a valid path');
    }
    // Every page reads: the route table (milliseconds to match on a busy machine) is asked about other methods.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const methods: readonly string[] = methodsOf(canonical, query);
      if (!methods.includes(request.method)) {
        reply.header('allow', methods.join(', '));
        return new AppError(405, 'method_not_allowed', `This page does not take ${request.method}`);
      }
    }
    if (canonical !== path) return { location: `${canonical}${query}` };
    if (request.method !== 'POST') return undefined;
    if (!formTypes.has(mediaType(request.headers['content-type']))) {
      return new AppError(
        415,
        'unsupported_media_type',
        'A page takes a form: application/x-www-form-urlencoded or multipart/form-data',
      );
    }
    const limit = request.routeOptions.bodyLimit;
    if (Number(request.headers['content-length']) > limit) return tooLarge(limit);
    return undefined;
  }

  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const answer = beforeBody(request, reply);
      if (!answer) return;
      if (!drainable(request)) reply.header('connection', 'close');
      if (answer instanceof AppError) throw answer;
      return reply.code(308).header('location', answer.location).send();
    },

    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'POST') return;
      // The adapter's content-type parser hands the body over unread, as a stream.
      const limit = request.routeOptions.bodyLimit;
      const body = await readLimited(request.body as Readable, limit);
      if (!body) {
        // The rest of the body is still arriving: this connection cannot carry another request.
        reply.header('connection', 'close');
        throw tooLarge(limit);
      }
      const contentType = request.headers['content-type'] ?? '';
      try {
        await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      } catch {
        throw new AppError(400, 'bad_request', 'The form body cannot be read');
      }
      request.body = body;
    },
  };
}
