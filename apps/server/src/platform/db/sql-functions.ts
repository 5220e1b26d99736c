import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database functions the money path calls, each defined in one file of `apps/server/sql/functions`
 * (decision 0058). Migrations create tables; these files hold every function's current body and are
 * applied after the migrations, so a change to a function is a change to its file and the file is what
 * runs. A change of a function's arguments needs a migration that drops the old signature first, since
 * CREATE OR REPLACE would add an overload beside it.
 */
export const functionsFolder = fileURLToPath(new URL('../../../sql/functions', import.meta.url));

/**
 * Creation order. A LANGUAGE sql function is checked against what it calls when it is created, so the
 * functions others call come first; PL/pgSQL bodies are resolved only when they run.
 */
const ORDER = [
  'minor_to_major',
  'wallet_account_view',
  'player_may_bet',
  'player_limits_in_force',
  'game_winner',
  'ledger_counter_account',
  'ledger_post',
  'bonus_contribution',
  'bonus_settle',
  'bonus_unwager',
  'bonus_unwager_sportsbook',
  'game_wallet_debit',
  'game_wallet_credit',
  'game_wallet_batch',
] as const;

export interface FunctionSource {
  name: string;
  /** The whole file: one CREATE OR REPLACE FUNCTION statement with its comments. */
  statement: string;
}

/** Every function file in creation order; a file missing from the order (or the reverse) stops the start. */
export function functionSources(): FunctionSource[] {
  const files = readdirSync(functionsFolder)
    .filter((entry) => entry.endsWith('.sql'))
    .map((entry) => path.basename(entry, '.sql'));
  const unordered = files.filter((name) => !(ORDER as readonly string[]).includes(name));
  const missing = ORDER.filter((name) => !files.includes(name));
  if (unordered.length > 0 || missing.length > 0) {
    throw new Error(
      `sql/functions and its creation order disagree: not ordered ${unordered.join(', ') || '-'}; no file ${missing.join(', ') || '-'}`,
    );
  }
  return ORDER.map((name) => ({ name, statement: readFileSync(path.join(functionsFolder, `${name}.sql`), 'utf8') }));
}

/** Creates or replaces every function, one statement at a time, through the engine's own query call. */
export async function applyFunctions(run: (statement: string) => Promise<unknown>): Promise<void> {
  for (const source of functionSources()) await run(source.statement);
}
