import path from 'node:path';
import { everyModuleOffers, fetchApiUsers, serverModuleSurfaces } from './rules.ts';

/** One import of one file, both as paths relative to the repository's root (posix separators). */
export interface ImportEdge {
  from: string;
  /** A repository path for a relative import, else the package specifier (`@croupier/web/…`, `react`). */
  to: string;
}

const importPattern =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a TypeScript file imports, re-exports or loads lazily. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

export function resolveImport(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-helpers\.ts$/.test(file);

/** The server module a path belongs to, if any. */
function serverModule(file: string): string | undefined {
  return /^apps\/server\/src\/modules\/([a-z-]+)\//.exec(file)?.[1];
}

/** The site feature a path belongs to, if any. */
export function webFeature(file: string): string | undefined {
  return /^apps\/web\/app\/features\/([a-z-]+)\//.exec(file)?.[1];
}

/** The import's violation of a folder rule, or undefined when it is allowed. Feature cycles are checked apart. */
export function folderViolation(edge: ImportEdge): string | undefined {
  const { from, to } = edge;
  if (from.startsWith('packages/') && (to.startsWith('apps/') || /^@croupier\/(server|web|admin)(\/|$)/.test(to))) {
    return 'a package may not import an app';
  }
  // The back office is its own app: it shares packages with the site, and reaches the server over HTTP only.
  if (
    from.startsWith('apps/admin/') &&
    (/^apps\/(server|web)\//.test(to) || /^@croupier\/(server|web)(\/|$)/.test(to))
  ) {
    return 'the back office may not import the server or the site';
  }
  if (/^apps\/(server|web)\//.test(from) && (to.startsWith('apps/admin/') || to.startsWith('@croupier/admin'))) {
    return 'the server and the site may not import the back office';
  }
  if (from.startsWith('apps/web/') && (to.startsWith('apps/server/') || to.startsWith('@croupier/server'))) {
    return 'the site may not import the server';
  }
  if (from.startsWith('apps/server/') && (to.startsWith('apps/web/') || to.startsWith('@croupier/web'))) {
    // The server mounts the site's build, which it loads by path at run time, never by import.
    return 'the server may not import the site';
  }
  // The site's layers, lowest first: ui and platform, features, the app shell, routes and root.tsx.
  if (from.startsWith('apps/web/app/ui/') && /^apps\/web\/app\/(features|shell|routes)\//.test(to)) {
    return 'the UI primitives may not import features, the app shell or routes';
  }
  if (from.startsWith('apps/web/app/platform/') && /^apps\/web\/app\/(features|shell|routes)\//.test(to)) {
    return 'the platform may not import features, the app shell or routes';
  }
  if (from.startsWith('apps/web/app/features/') && /^apps\/web\/app\/(shell|routes)\//.test(to)) {
    // The shell's modal registry imports every feature's modals; a feature opens one by name (ui/modal).
    return 'a feature may not import the app shell or a route';
  }
  if (from.startsWith('apps/web/app/shell/') && to.startsWith('apps/web/app/routes/')) {
    return 'the app shell may not import a route';
  }
  if (from.startsWith('apps/server/src/platform/') && to.startsWith('apps/server/src/modules/') && !isTestCode(from)) {
    return 'the platform may not import a module';
  }
  const source = serverModule(from);
  const target = serverModule(to);
  if (source && target && source !== target && !isTestCode(from) && !isTestCode(to)) {
    const file = to.slice(`apps/server/src/modules/${target}/`.length);
    // A foreign key is schema: a module's tables may point at another module's tables.
    if (file === 'tables.ts' && from.endsWith('/tables.ts')) return undefined;
    const surface = [...everyModuleOffers, ...(serverModuleSurfaces[target] ?? [])];
    if (!surface.includes(file)) {
      return `${target}/${file} is not part of the ${target} module's surface (${surface.join(', ')})`;
    }
  }
  return undefined;
}

/** The violation of a site file that calls the in-process API itself instead of through serverApi. */
export function fetchApiViolation(file: string, source: string): string | undefined {
  if (!file.startsWith('apps/web/') || isTestCode(file) || fetchApiUsers.includes(file)) return undefined;
  if (!/\bfetchApi\b/.test(source)) return undefined;
  return 'uses siteContext.fetchApi: call the API through serverApi (platform/api/server-api.server.ts)';
}

/**
 * The feature-to-feature edges that lie on a cycle: both ends in one strongly connected component of the
 * graph (Tarjan's algorithm).
 */
export function cycleEdges(edges: ReadonlySet<string>): Set<string> {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [a = '', b = ''] = edge.split(' -> ');
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  let components = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (!component.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) component.set(member, components);
      } while (member !== node && member !== undefined);
      components += 1;
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  const onCycle = new Set<string>();
  for (const edge of edges) {
    const [a = '', b = ''] = edge.split(' -> ');
    if (component.get(a) === component.get(b)) onCycle.add(edge);
  }
  return onCycle;
}
