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
  // The wagering engine's calls a game rollback makes in its own transaction (decision 0071).
  // names.ts: operator names per locale and the caller's locale (decision 0087), which quests reuse.
  bonus: ['names.ts', 'wagering.ts'],
  content: [],
  // reports.ts (games, limits, player, wallet): the back office's report queries over the module's own
  // tables (decision 0116).
  games: [
    'free-rounds.ts',
    'house-catalogue.ts',
    'launch-player.ts',
    'reports.ts',
    'round-losses.ts',
    'round-stakes.ts',
    'signing.ts',
    // sportsbook.ts: the sandbox sportsbook stakes as the sportsbook provider the games module seeds (0136).
    'sportsbook.ts',
  ],
  limits: ['enforcement.ts', 'reality-check.ts', 'reports.ts'],
  // passwords.ts: the back office hashes staff passwords with the same argon2id settings.
  // emails.ts: account e-mails in the player's language; the support chat's reply fallback uses its texts (0132).
  player: ['access.ts', 'auth.ts', 'client-info.ts', 'emails.ts', 'passwords.ts', 'profile.ts', 'reports.ts'],
  retention: [],
  risk: ['turnover.ts'],
  settings: [],
  // credit-rows.ts: the history row of a credit, which the invoices list and the live event both show (0102).
  wallet: ['age-gate.ts', 'credit-rows.ts', 'ledger.ts', 'posting.ts', 'reports.ts'],
};

export const everyModuleOffers: readonly string[] = ['routes.ts', 'service.ts', 'events.ts'];

/**
 * The site's features may use one another only one way: the feature graph has no cycle. This list held the
 * edges that closed cycles when the rule was written (issue 20); the check fails on an edge on a cycle that is
 * not listed, and on a listed one that no longer closes a cycle, so the list only shrinks. It is empty: no
 * cycle is allowed.
 */
export const knownFeatureCycleEdges: readonly string[] = [];

/**
 * The site's files that may touch `siteContext.fetchApi`, the in-process API (decision 0064): where it is
 * declared, `serverApi` (the one way loaders and actions call the API, returning ApiResult), and the games
 * catalogue proxy, which forwards raw answers on purpose. Tests may fake it anywhere.
 */
export const fetchApiUsers: readonly string[] = [
  'apps/web/app/platform/site-context.ts',
  'apps/web/app/platform/api/server-api.server.ts',
  'apps/web/app/features/games/catalogue.server.ts',
];
