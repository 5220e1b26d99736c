import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cycleEdges,
  fetchApiViolation,
  folderViolation,
  importsOf,
  resolveImport,
  webFeature,
} from './boundaries/graph.ts';
import { knownFeatureCycleEdges } from './boundaries/rules.ts';

/**
 * Fails (exit 1) when an import breaks the folder rules of `boundaries/rules.ts`, or a site file calls the
 * in-process API outside `serverApi`: run by `npm run check`, so by the test command. Prints each offending
 * import with the rule it breaks.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['apps/server/src', 'apps/web/app', 'apps/admin/src', 'packages', 'e2e', 'bench'];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'build') continue;
      yield* sourceFiles(relative);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield relative;
    }
  }
}

const problems: string[] = [];
const featureEdges = new Set<string>();
const featureEdgeSites = new Map<string, string>();
for (const folder of scanned) {
  for (const file of sourceFiles(folder)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const apiViolation = fetchApiViolation(file, source);
    if (apiViolation) problems.push(`${file} ${apiViolation}`);
    for (const specifier of importsOf(source)) {
      const to = resolveImport(file, specifier);
      const violation = folderViolation({ from: file, to });
      if (violation) problems.push(`${file} imports ${specifier}: ${violation}`);
      const a = webFeature(file);
      const b = webFeature(to);
      if (a && b && a !== b) {
        featureEdges.add(`${a} -> ${b}`);
        if (!featureEdgeSites.has(`${a} -> ${b}`)) featureEdgeSites.set(`${a} -> ${b}`, `${file} imports ${specifier}`);
      }
    }
  }
}

const onCycle = cycleEdges(featureEdges);
for (const edge of onCycle) {
  if (!knownFeatureCycleEdges.includes(edge)) {
    problems.push(`${featureEdgeSites.get(edge)}: features ${edge} closes a cycle (features import one way)`);
  }
}
for (const edge of knownFeatureCycleEdges) {
  if (!onCycle.has(edge)) {
    problems.push(`features ${edge} no longer closes a cycle: remove it from knownFeatureCycleEdges`);
  }
}

if (problems.length > 0) {
  process.stderr.write('Boundaries broken (scripts/boundaries/rules.ts, docs/architecture.md › Boundaries):\n');
  for (const problem of problems) process.stderr.write(`  ${problem}\n`);
  process.exit(1);
}
process.stdout.write(`Boundaries kept: ${featureEdges.size} feature edges, ${onCycle.size} on known cycles.\n`);
