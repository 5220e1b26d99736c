import { createHash, randomBytes } from 'node:crypto';
import type { PageMeta } from '@croupier/contracts/errors';
import {
  type Game,
  type GameCollection,
  type GameProvider,
  type GamesQuery,
  gameErrorCodes,
  gamesPageSchema,
  type Launch,
  type PlayBody,
  type Round,
} from '@croupier/contracts/games';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { LimitEnforcement } from '../limits/enforcement.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import type { AccountService } from '../player/service.ts';
import type { SettingsService } from '../settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { catalogueVersion } from './catalogue.ts';
import { type CatalogueFilter, listGames } from './catalogue-list.ts';
import type { GameRow } from './game-query.ts';
import { betView, gameView, pageMeta, playerRoundView, roundView } from './game-views.ts';
import { listPlayerRounds } from './player-rounds.ts';
import { checkRealPlay } from './real-play.ts';
import { searchWords } from './search-words.ts';
import {
  addFavorite,
  collectionIdsWithLiveGames,
  favoriteGameIds,
  favoritesAmong,
  findCollection,
  findPlayerRound,
  findVisibleGame,
  findVisibleProvider,
  insertSession,
  listBets,
  listCollections,
  listFavoriteGames,
  listPlayedGames,
  listProviders,
  listWinners,
  recordPlay,
  removeFavorite,
  roundTransactions,
} from './store.ts';

export interface GamesDeps {
  db: Database;
  wallet: WalletService;
  accounts: AccountService;
  settings: SettingsService;
  enforcement: LimitEnforcement;
  clock: () => Date;
  sessionTtlMinutes: number;
  /** False for a provider without a secret (production without GAME_WALLET_SECRET): no real play there. */
  canSign(providerIdentity: string): boolean;
}

export const gameNotFound = (what = 'game') => new AppError(404, gameErrorCodes.gameNotFound, `No such ${what}`);
export const gameRestricted = () =>
  new AppError(451, gameErrorCodes.gameRestricted, 'This game is not available in your country');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long a shared catalogue page is served before it is read again (decision 0032). */
export const catalogueTtlMs = 10_000;

/** Searches come from visitors: this bounds the memory the shared pages take. */
const catalogueCacheEntries = 2000;

interface SharedPage {
  page: { data: Game[]; meta: PageMeta };
  /** The page as the API answers a visitor. */
  json: string;
}

export function createGamesService(deps: GamesDeps) {
  const { db, settings, clock } = deps;

  async function subunits(): Promise<Map<string, number>> {
    const list = await settings.currencies({ visibleOnly: false });
    return new Map(list.map((c) => [c.code, Number(c.subunitToUnit)]));
  }

  /** A catalogue page as a visitor without favorites sees it. */
  async function publicGames(query: GamesQuery, country: string | null) {
    const filter: CatalogueFilter = {
      searchWords: searchWords(query.search),
      tag: query.tag,
      live: query.live,
      platform: query.platform,
      country,
    };
    if (query.collection) {
      const collection = await collectionOf(query.collection);
      if (!collection) throw gameNotFound('collection');
      if (country && collection.countries.length > 0 && !collection.countries.includes(country)) {
        throw gameNotFound('collection');
      }
      filter.collectionId = collection.id;
    }
    if (query.provider) {
      const provider = await findVisibleProvider(db, query.provider);
      if (!provider) throw gameNotFound('provider');
      filter.providerId = provider.id;
    }
    // A search of only punctuation matches nothing rather than everything.
    if (query.search && filter.searchWords?.length === 0) return page({ rows: [], total: 0 }, query);
    return page(await listGames(db, filter, query, null), query);
  }

  // The lobby names a collection on nearly every catalogue call, and collections change only in the back office:
  // read like the pages, once per TTL and catalogue version, which saves a round trip on each new search.
  const collections = ttlCache<string, Awaited<ReturnType<typeof findCollection>>>(
    catalogueTtlMs,
    () => Promise.reject(new Error('collections are read by the caller')),
    () => clock().getTime(),
    catalogueCacheEntries,
  );
  const collectionOf = (key: string) => collections.get(`${catalogueVersion()} ${key}`, () => findCollection(db, key));

  const cataloguePages = ttlCache<string, SharedPage>(
    catalogueTtlMs,
    () => Promise.reject(new Error('catalogue pages are computed by the caller')),
    () => clock().getTime(),
    catalogueCacheEntries,
  );

  /**
   * A catalogue page. Every visitor of a country sees the same page, so it is computed once per TTL and
   * shared, with the JSON a visitor is answered; a player's favorite hearts are laid over it (decision 0032).
   */
  function sharedPage(query: GamesQuery, country: string | null): Promise<SharedPage> {
    const key = JSON.stringify([
      catalogueVersion(),
      country,
      query.page,
      query.perPage,
      query.collection ?? null,
      query.provider ?? null,
      query.search ?? null,
      query.tag ?? null,
      query.live ?? null,
      query.platform ?? null,
    ]);
    return cataloguePages.get(key, async () => {
      const shared = await publicGames(query, country);
      // As the route's response serializer would: encoded by the page's schema, then JSON.
      return { page: shared, json: JSON.stringify(gamesPageSchema.encode(shared)) };
    });
  }

  async function page(
    result: { rows: GameRow[]; total: number },
    paging: { page: number; perPage: number },
  ): Promise<{ data: Game[]; meta: PageMeta }> {
    const units = await subunits();
    return {
      data: result.rows.map((row) => gameView(row, units)),
      meta: pageMeta(paging.page, paging.perPage, result.total),
    };
  }

  /** A visible game the visitor's country may see; else 404 / 451. */
  async function offeredGame(key: string, country: string | null, playerId: string | null): Promise<GameRow> {
    const row = await findVisibleGame(db, key, playerId);
    if (!row) throw gameNotFound();
    if (country && row.game.restrictedCountries.includes(country)) throw gameRestricted();
    return row;
  }

  return {
    /** Spec 01 §3: every collection with its countries and hidden flag, those of other countries left out. */
    async collections(country: string | null, options: { live?: boolean | undefined } = {}): Promise<GameCollection[]> {
      const [rows, live] = await Promise.all([
        listCollections(db),
        options.live ? collectionIdsWithLiveGames(db) : undefined,
      ]);
      return rows
        .filter((c) => !country || c.countries.length === 0 || c.countries.includes(country))
        .filter((c) => !live || live.has(c.id))
        .map((c) => ({ id: c.id, identity: c.identity, name: c.name, countries: c.countries, isHidden: c.isHidden }));
    },

    providers: (country: string | null): Promise<GameProvider[]> => listProviders(db, country),

    async provider(key: string, country: string | null): Promise<GameProvider> {
      const found = await findVisibleProvider(db, key);
      if (!found) throw gameNotFound('provider');
      const counted = (await listProviders(db, country)).find((p) => p.id === found.id);
      return { id: found.id, identity: found.identity, name: found.name, gamesCount: counted?.gamesCount ?? 0 };
    },

    /** A catalogue page, with the player's favorite hearts laid over the shared page from one indexed read. */
    async games(query: GamesQuery, country: string | null, playerId: string | null) {
      const { page: shared } = await sharedPage(query, country);
      if (!playerId || shared.data.length === 0) return shared;
      const favorites = await favoritesAmong(
        db,
        playerId,
        shared.data.map((game) => game.id),
      );
      return {
        ...shared,
        data: shared.data.map((game) => (favorites.has(game.id) ? { ...game, isFavorite: true } : game)),
      };
    },

    /**
     * A visitor's catalogue page as the JSON the API answers, encoded once per shared page rather than on
     * every request: the lobby's most asked call spent most of its time re-encoding the same page.
     */
    async visitorGamesJson(query: GamesQuery, country: string | null): Promise<string> {
      return (await sharedPage(query, country)).json;
    },

    /** What a visible game's cover is drawn from (decision 0061): one query, nothing priced. */
    async coverOf(key: string): Promise<{ name: string; artwork: Record<string, unknown> | null }> {
      const row = await findVisibleGame(db, key, null);
      if (!row) throw gameNotFound();
      return { name: row.game.name, artwork: row.game.artwork };
    },

    async game(key: string, country: string | null, playerId: string | null): Promise<Game> {
      return gameView(await offeredGame(key, country, playerId), await subunits());
    },

    async favorites(playerId: string, paging: { page: number; perPage: number }) {
      return page(await listFavoriteGames(db, playerId, {}, paging), paging);
    },

    async setFavorite(playerId: string, key: string, favorite: boolean) {
      const row = await findVisibleGame(db, key, playerId);
      if (!row) throw gameNotFound();
      if (favorite) await addFavorite(db, playerId, row.game.id, clock());
      else await removeFavorite(db, playerId, row.game.id);
      return { gameId: row.game.id, isFavorite: favorite };
    },

    favoriteIds: (playerId: string) => favoriteGameIds(db, playerId),

    async played(
      playerId: string,
      query: { page: number; perPage: number; platform?: number | undefined },
      country: string,
    ) {
      return page(await listPlayedGames(db, playerId, { platform: query.platform, country }, query), query);
    },

    /**
     * Starts a game session and answers the provider's launch URL with its token. Demo is open to
     * visitors when the game has it; real play needs a session, an enabled account without self-exclusion
     * or cooling-off, and an account in a currency the game takes.
     */
    async play(input: {
      key: string;
      body: PlayBody;
      auth: AuthenticatedPlayer | null;
      country: string | null;
      platform: number;
    }): Promise<Launch> {
      const { body, auth } = input;
      const row = await offeredGame(input.key, input.country, auth?.playerId ?? null);
      const { game } = row;
      const provider = await findVisibleProvider(db, game.providerId);
      if (!provider) throw gameNotFound();
      const now = clock();
      const expiresAt = new Date(now.getTime() + deps.sessionTtlMinutes * 60_000);
      const token = randomBytes(32).toString('base64url');
      let currency: string | null = null;
      let alias: string | null = null;

      if (body.real) {
        if (!auth) throw new AppError(401, 'unauthorized', 'Log in to play for real money');
        ({ currency, alias } = await checkRealPlay(deps, { auth, game, provider, currency: body.currency, now }));
      } else if (!game.hasDemo) {
        throw new AppError(409, gameErrorCodes.demoUnavailable, 'This game has no demo mode');
      }

      await db.transaction(async (tx) => {
        await insertSession(tx, {
          tokenHash: sha256(token),
          providerId: provider.id,
          gameId: game.id,
          mode: body.real ? 'real' : 'demo',
          playerId: auth?.playerId ?? null,
          playerSessionId: auth?.sessionId ?? null,
          currency,
          playerAlias: alias,
          platform: input.platform,
          country: input.country,
          createdAt: now,
          expiresAt,
        });
        if (auth) await recordPlay(tx, auth.playerId, game.id, now);
      });

      const params = new URLSearchParams({
        game: game.identity,
        token,
        mode: body.real ? 'real' : 'demo',
        platform: String(input.platform),
      });
      if (currency) params.set('currency', currency);
      if (body.locale) params.set('locale', body.locale);
      if (body.returnUrl) params.set('returnUrl', body.returnUrl);
      const separator = provider.launchUrl.includes('?') ? '&' : '?';
      return {
        url: `${provider.launchUrl}${separator}${params.toString()}`,
        mode: body.real ? 'real' : 'demo',
        currency,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Recall: the player's last rounds of one game, newest first (decision 0029). */
    async recall(playerId: string, key: string, limit: number): Promise<Round[]> {
      const row = await findVisibleGame(db, key, playerId);
      if (!row) throw gameNotFound();
      const units = await subunits();
      const { rows } = await listPlayerRounds(db, { playerId, gameId: row.game.id }, { page: 1, perPage: limit });
      return rows.map((r) => playerRoundView(r, units));
    },

    /** One round with its movements; another player's round is 404, like one that does not exist. */
    async round(playerId: string, roundId: string) {
      const row = await findPlayerRound(db, playerId, roundId);
      if (!row) throw gameNotFound('round');
      const units = await subunits();
      const subunit = units.get(row.round.currency) ?? 1;
      const movements = await roundTransactions(db, row.round.id);
      return {
        ...roundView(row, units),
        transactions: movements
          .filter((m) => m.status === 'applied' || m.status === 'rolled_back')
          .map((m) => ({
            id: m.id,
            kind: m.kind,
            status: m.status,
            amount: toMajorUnits(m.amountMinor, subunit),
            createdAt: m.createdAt.toISOString(),
          })),
      };
    },

    async spins(playerId: string, paging: { page: number; perPage: number }) {
      const units = await subunits();
      const { rows, total } = await listPlayerRounds(db, { playerId }, paging);
      return {
        data: rows.map((r) => playerRoundView(r, units)),
        meta: pageMeta(paging.page, paging.perPage, total),
      };
    },

    async bets(playerId: string, query: { page: number; perPage: number; isSettled: boolean }) {
      const units = await subunits();
      const { rows, total } = await listBets(db, playerId, query.isSettled, query);
      return { data: rows.map((r) => betView(r, units)), meta: pageMeta(query.page, query.perPage, total) };
    },

    winners: (limit: number) => listWinners(db, limit),
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
