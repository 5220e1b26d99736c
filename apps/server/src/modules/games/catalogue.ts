import { and, eq, getTableName, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { namePrefixes } from './search-words.ts';
import { gameCollectionItems, gameCollections, gameProviders, games } from './tables.ts';

/**
 * What a catalogue source hands the games module: the in-house studio's generated catalogue, an
 * aggregator's feed, or the demo fixture. `seedCatalogue` upserts it by identity, so running it again
 * (every start, every feed refresh) changes only what changed and never duplicates anything.
 */

export interface ProviderDefinition {
  /** Stable slug: the path of its wallet calls and the key of its signing secret. */
  identity: string;
  name: string;
  /** Where the provider serves its games; default `/provider/<identity>/play`. */
  launchUrl?: string;
  isHidden?: boolean;
}

export interface CollectionDefinition {
  identity: string;
  name: string;
  /** Countries the collection is shown in; empty or absent means everywhere. */
  countries?: string[];
  isHidden?: boolean;
  position?: number;
}

export interface BetRangeDefinition {
  currency: string;
  /** Minor units as decimal strings (ETH's wei do not fit a JSON number). */
  min: string;
  max: string;
}

export interface GameDefinition {
  /** Stable slug (the house catalogue's `slug`); the game page accepts it as well as our id. */
  identity: string;
  name: string;
  provider: ProviderDefinition;
  /** slots, roulette, blackjack, dice, crash, live, … */
  type: string;
  theme?: string | null;
  /** Collection identities; a collection not defined separately is created with a name from its identity. */
  categories: string[];
  /** new, popular, jackpot, … */
  tags?: string[];
  rtp?: number | null;
  volatility?: string | null;
  hasDemo?: boolean;
  isLive?: boolean;
  /** 1 mobile, 2 desktop; default both. */
  platforms?: number[];
  /** ISO country codes where the game must not be offered. */
  restrictedCountries?: string[];
  betRanges: BetRangeDefinition[];
  images?: Record<string, string>;
  /** Parameters of generated artwork (the house catalogue's `artwork`). */
  artwork?: Record<string, unknown> | null;
  isHidden?: boolean;
  /** Catalogue order; default the definition's index in the list. */
  position?: number;
}

export interface SeedResult {
  providers: number;
  collections: number;
  games: number;
}

/** "table-games" → "Table Games". */
export const nameFromIdentity = (identity: string): string =>
  identity
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** The source's value, unless the back office set this row (decision 0119): then the row keeps its own. */
const sourceUnlessOperator = (table: typeof games | typeof gameCollections, column: string) => {
  const own = (name: string) => sql.raw(`"${getTableName(table)}"."${name}"`);
  return sql`case when ${own('operator_set_at')} is null then ${excluded(column)} else ${own(column)} end`;
};

function checkDefinition(game: GameDefinition): void {
  const problem = (what: string) => new Error(`game ${game.identity}: ${what}`);
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(game.identity)) throw problem('identity must be a lowercase slug');
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(game.provider.identity)) throw problem('provider identity must be a slug');
  if (game.rtp !== undefined && game.rtp !== null && !(game.rtp > 0 && game.rtp <= 100)) throw problem('rtp');
  for (const range of game.betRanges) {
    if (!/^\d+$/.test(range.min) || !/^\d+$/.test(range.max) || BigInt(range.min) > BigInt(range.max)) {
      throw problem(`bet range of ${range.currency}`);
    }
  }
}

/**
 * Upserts providers, collections and games by identity in one transaction, and sets each game's
 * collections to exactly its `categories`. Games absent from `definitions` are left as they are (another
 * source may own them); hide a game by sending it with `isHidden: true`.
 */
let version = 0;

/** Changes whenever this process seeds the catalogue, so cached catalogue pages are not served after it. */
export const catalogueVersion = (): number => version;

const changeListeners = new Set<() => void>();

/** After a change committed outside a seed (the back office): this process's cached pages are not served again. */
export function catalogueChanged(): void {
  version += 1;
  for (const listener of changeListeners) listener();
}

/** Told of every back-office change in this process: caches built from the catalogue (the guest pages). */
export function onCatalogueChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export async function seedCatalogue(
  db: Executor,
  definitions: readonly GameDefinition[],
  options: { collections?: readonly CollectionDefinition[] } = {},
): Promise<SeedResult> {
  for (const definition of definitions) checkDefinition(definition);
  const now = new Date();

  const providers = new Map<string, ProviderDefinition>();
  for (const definition of definitions) providers.set(definition.provider.identity, definition.provider);

  const collections = new Map<string, CollectionDefinition>();
  for (const collection of options.collections ?? []) collections.set(collection.identity, collection);
  let nextPosition = collections.size;
  for (const definition of definitions) {
    for (const identity of definition.categories) {
      if (!collections.has(identity)) {
        collections.set(identity, { identity, name: nameFromIdentity(identity), position: nextPosition++ });
      }
    }
  }

  const result = await db.transaction(async (tx) => {
    const providerIds = new Map<string, string>();
    if (providers.size > 0) {
      const rows = await tx
        .insert(gameProviders)
        .values(
          [...providers.values()].map((p, index) => ({
            identity: p.identity,
            name: p.name,
            launchUrl: p.launchUrl ?? `/provider/${p.identity}/play`,
            isHidden: p.isHidden ?? false,
            position: index,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: gameProviders.identity,
          set: {
            name: excluded('name'),
            launchUrl: excluded('launch_url'),
            isHidden: excluded('is_hidden'),
            updatedAt: now,
          },
        })
        .returning({ id: gameProviders.id, identity: gameProviders.identity });
      for (const row of rows) providerIds.set(row.identity, row.id);
    }

    const collectionIds = new Map<string, string>();
    if (collections.size > 0) {
      const rows = await tx
        .insert(gameCollections)
        .values(
          [...collections.values()].map((c, index) => ({
            identity: c.identity,
            name: c.name,
            countries: (c.countries ?? []).map((code) => code.toUpperCase()),
            isHidden: c.isHidden ?? false,
            position: c.position ?? index,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: gameCollections.identity,
          set: {
            name: excluded('name'),
            countries: sourceUnlessOperator(gameCollections, 'countries'),
            isHidden: sourceUnlessOperator(gameCollections, 'is_hidden'),
            position: sourceUnlessOperator(gameCollections, 'position'),
            updatedAt: now,
          },
        })
        .returning({ id: gameCollections.id, identity: gameCollections.identity });
      for (const row of rows) collectionIds.set(row.identity, row.id);
    }

    const order = new Map(definitions.map((g, index) => [g, g.position ?? index]));
    for (const batch of chunks([...definitions], 500)) {
      const rows = await tx
        .insert(games)
        .values(
          batch.map((g) => ({
            identity: g.identity,
            name: g.name,
            searchPrefixes: namePrefixes(g.name),
            providerId: providerIds.get(g.provider.identity) as string,
            type: g.type,
            theme: g.theme ?? null,
            rtp: g.rtp ?? null,
            volatility: g.volatility ?? null,
            hasDemo: g.hasDemo ?? false,
            isLive: g.isLive ?? false,
            platforms: g.platforms ?? [1, 2],
            restrictedCountries: (g.restrictedCountries ?? []).map((code) => code.toUpperCase()),
            tags: g.tags ?? [],
            categories: g.categories,
            images: g.images ?? {},
            artwork: g.artwork ?? null,
            betRanges: g.betRanges,
            isHidden: g.isHidden ?? false,
            position: order.get(g) ?? 0,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: games.identity,
          set: Object.fromEntries(
            [
              ['name', 'name'],
              ['searchPrefixes', 'search_prefixes'],
              ['providerId', 'provider_id'],
              ['type', 'type'],
              ['theme', 'theme'],
              ['rtp', 'rtp'],
              ['volatility', 'volatility'],
              ['hasDemo', 'has_demo'],
              ['isLive', 'is_live'],
              ['platforms', 'platforms'],
              ['tags', 'tags'],
              ['categories', 'categories'],
              ['images', 'images'],
              ['artwork', 'artwork'],
              ['betRanges', 'bet_ranges'],
              ['position', 'position'],
              ['updatedAt', 'updated_at'],
            ]
              .map(([key, column]) => [key, excluded(column as string)])
              .concat([
                ['restrictedCountries', sourceUnlessOperator(games, 'restricted_countries')],
                // Withdrawn by the source or hidden by the operator: hidden either way.
                [
                  'isHidden',
                  sql`${excluded('is_hidden')} or ("games"."operator_set_at" is not null and "games"."is_hidden")`,
                ],
              ]),
          ),
        })
        .returning({ id: games.id, identity: games.identity });
      const gameIds = new Map(rows.map((r) => [r.identity, r.id]));
      const ids = [...gameIds.values()];
      // A collection the operator ordered keeps its order; a game new to it comes at the source's place.
      const kept = await tx
        .select({
          collectionId: gameCollectionItems.collectionId,
          gameId: gameCollectionItems.gameId,
          position: gameCollectionItems.position,
        })
        .from(gameCollectionItems)
        .innerJoin(gameCollections, eq(gameCollections.id, gameCollectionItems.collectionId))
        .where(and(inArray(gameCollectionItems.gameId, ids), isNotNull(gameCollections.operatorSetAt)));
      const keptPosition = new Map(kept.map((k) => [`${k.collectionId}/${k.gameId}`, k.position]));
      await tx.delete(gameCollectionItems).where(inArray(gameCollectionItems.gameId, ids));
      const items = batch.flatMap((g) =>
        [...new Set(g.categories)].map((identity) => {
          const collectionId = collectionIds.get(identity) as string;
          const gameId = gameIds.get(g.identity) as string;
          return { collectionId, gameId, position: keptPosition.get(`${collectionId}/${gameId}`) ?? order.get(g) ?? 0 };
        }),
      );
      if (items.length > 0) await tx.insert(gameCollectionItems).values(items);
    }
    return { providers: providers.size, collections: collections.size, games: definitions.length };
  });
  version += 1;
  return result;
}
