import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Test and tooling only: which message namespaces a module's static-import closure uses. A namespace is the
 * name of an area file (messages/en/<namespace>.json); a module uses it when its text holds a string that
 * starts with `<namespace>.` followed by a key character. That over-counts (a string that only looks like
 * a key), which costs bytes, never a missing message. Dynamic imports are not followed: what they load
 * brings its own messages (lazyWithMessages).
 */
const messagesDir = path.join(import.meta.dirname, 'messages', 'en');
export const allNamespaces: readonly string[] = readdirSync(messagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

// A key's start in a string or a template (`games.category.${id}` and `games.${name}` alike).
const usagePattern = new RegExp(`['"\`](${allNamespaces.join('|')})\\.(?:[A-Za-z]|\\$\\{)`, 'g');
const staticImportPattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
const dynamicImportPattern = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

export interface Closure {
  namespaces: Set<string>;
  /** Modules loaded with import(): each brings its own messages. */
  dynamicImports: Set<string>;
  files: Set<string>;
}

export function staticClosure(entry: string): Closure {
  const closure: Closure = { namespaces: new Set(), dynamicImports: new Set(), files: new Set() };
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (closure.files.has(file)) continue;
    closure.files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(usagePattern)) closure.namespaces.add(match[1] as string);
    for (const match of text.matchAll(staticImportPattern)) {
      const target = resolve(file, match[1] as string);
      if (target) queue.push(target);
    }
    for (const match of text.matchAll(dynamicImportPattern)) {
      const target = resolve(file, match[1] as string);
      if (target) closure.dynamicImports.add(target);
    }
  }
  return closure;
}
