import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allNamespaces, staticClosure } from './namespace-closure.ts';

/**
 * Decision 0131: a page's data holds only the namespaces its routes declare, and a lazily loaded module's
 * chunk loads those it declares. A declaration that misses a namespace its code uses would show raw keys, so
 * each is checked against the namespaces its static-import closure uses.
 */
const app = path.resolve(import.meta.dirname, '..');

function declared(file: string, name: string): string[] | undefined {
  const match = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(readFileSync(file, 'utf8'));
  return match ? [...(match[1] as string).matchAll(/'([^']+)'/g)].map((m) => m[1] as string) : undefined;
}

const shell = declared(path.join(app, 'root.tsx'), 'shellNamespaces') ?? [];
/**
 * Sent by the root only with a session: a route may leave them out when only its player parts use them. That
 * guests' pages then show no raw key is what e2e/messages-per-route.test.ts checks, route by route.
 */
const player = declared(path.join(app, 'root.tsx'), 'playerNamespaces') ?? [];
const missing = (uses: Set<string>, has: readonly string[]) => [...uses].filter((ns) => !has.includes(ns)).sort();

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('+types'))
    .map((file) => path.join(dir, file));
}

describe('message namespaces per route (decision 0131)', () => {
  it('the root ships every namespace its own static code uses, and only real ones', () => {
    expect(missing(staticClosure(path.join(app, 'root.tsx')).namespaces, [...shell, ...player])).toEqual([]);
    for (const ns of shell) expect(allNamespaces).toContain(ns);
  });

  it('each route declares the namespaces its static-import closure uses beyond the shell’s', () => {
    for (const ns of player) expect(allNamespaces).toContain(ns);
    for (const file of sourceFiles(path.join(app, 'routes')).filter((f) => f.endsWith('.tsx'))) {
      const needed = missing(staticClosure(file).namespaces, [...shell, ...player]);
      const names = declared(file, 'messageNamespaces');
      const name = path.relative(app, file);
      if (needed.length === 0 && !names) continue;
      expect(missing(new Set(needed), names ?? []), name).toEqual([]);
      for (const ns of names ?? []) expect(allNamespaces, name).toContain(ns);
      expect(readFileSync(file, 'utf8'), name).toMatch(/export const loader = withRouteMessages\(messageNamespaces\b/);
    }
  });

  it('every import() of the site’s code loads the namespaces of the module’s closure with it', () => {
    const loader = /(?:importWithMessages|lazyWithMessages)\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
    let checked = 0;
    for (const file of sourceFiles(app)) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1] as string);
      const wrapped = [...text.matchAll(loader)];
      const name = path.relative(app, file);
      if (name === path.join('i18n', 'lazy-messages.ts')) continue;
      expect(wrapped.map((m) => m[2]).sort(), `${name}: every import() through importWithMessages`).toEqual(
        imports.sort(),
      );
      for (const [, list, specifier] of wrapped) {
        const names = [...(list as string).matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
        const target = path.resolve(path.dirname(file), specifier as string);
        const needed = new Set(missing(staticClosure(target).namespaces, shell));
        expect(missing(needed, names), `${name} → ${specifier}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
