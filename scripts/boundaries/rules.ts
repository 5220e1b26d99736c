/**
 * Which folder may import which (docs/architecture.md › Boundaries). `npm run check` runs
 * `scripts/check-boundaries.ts` over the tree and fails on any import these rules do not allow.
 */

/**
 * What a server module offers the others. A module's other files (its tables, store, rules and helpers) are
 * its own: another module reaches its data through these, never through its tables. Every module also
 * offers `routes.ts` (its registration and the module object it returns), `service.ts` and `events.ts`.
 */
export const serverModuleSurfaces: Record<string, readonly string[]> = {
  content: [],
  games: ['house-catalogue.ts', 'launch-player.ts', 'signing.ts'],
  limits: ['enforcement.ts', 'reality-check.ts'],
  player: ['access.ts', 'auth.ts', 'client-info.ts', 'profile.ts'],
  risk: ['turnover.ts'],
  settings: [],
  wallet: ['age-gate.ts', 'ledger.ts', 'posting.ts'],
};

export const everyModuleOffers: readonly string[] = ['routes.ts', 'service.ts', 'events.ts'];

/**
 * The site's features may use one another only one way: the feature graph has no cycle. These edges close
 * cycles that existed when the rule was written (issue 20); each is to be removed, none may be added, and the
 * check fails when one listed here no longer exists, so the list only shrinks.
 */
export const knownFeatureCycleEdges: readonly string[] = [
  'games -> wallet',
  'layout -> modals',
  'layout -> wallet',
  'limits -> wallet',
  'modals -> games',
  'modals -> limits',
  'modals -> wallet',
  'wallet -> layout',
  'wallet -> limits',
];
