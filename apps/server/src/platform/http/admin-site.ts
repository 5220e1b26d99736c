import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const adminBuildDirectory = fileURLToPath(new URL('../../../../admin/build/', import.meta.url));

/**
 * The back office's policy: its own files only, no inline script (the build has none), no frames, and never
 * framed, so a page that moves money cannot be overlaid by another site. Styles keep 'unsafe-inline' for
 * React's style attributes, as on the site.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join(';');

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
};

function builtFiles(directory: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      for (const [name, body] of builtFiles(path.join(directory, entry.name), relative)) files.set(name, body);
    } else {
      files.set(relative, readFileSync(path.join(directory, entry.name)));
    }
  }
  return files;
}

/**
 * Serves the back office's single-page build under /admin: its hashed assets for a year, and index.html for
 * every other /admin path (the router inside picks the page), never cached and never indexed. The files are
 * read once at start; the build is a few hundred kilobytes.
 */
export function registerAdminSite(app: FastifyInstance): void {
  if (!existsSync(path.join(adminBuildDirectory, 'index.html'))) {
    throw new Error(`The back office is not built (${adminBuildDirectory} is missing): run "npm run build" first.`);
  }
  const files = builtFiles(adminBuildDirectory);
  const index = files.get('index.html') as Buffer;

  const page = (reply: import('fastify').FastifyReply) =>
    reply
      .header('content-security-policy', adminContentSecurityPolicy)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type(contentTypes['.html'] as string)
      .send(index);

  app.get('/admin', { schema: { hide: true } }, (_request, reply) => page(reply));
  app.get<{ Params: { '*': string } }>('/admin/*', { schema: { hide: true } }, (request, reply) => {
    const wanted = request.params['*'];
    if (wanted.startsWith('assets/')) {
      const body = files.get(wanted);
      if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(contentTypes[path.extname(wanted)] ?? 'application/octet-stream')
        .send(body);
    }
    return page(reply);
  });
}
