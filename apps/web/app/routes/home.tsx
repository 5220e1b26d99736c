import { homeDocument, promotionsDocument } from '@croupier/contracts/content';
import type { GamesPage, Winner } from '@croupier/contracts/games';
import { currencySchema } from '@croupier/contracts/settings';
import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { loadContent } from '../features/content/content-loader.server.ts';
import { FeatureIcon } from '../features/content/feature-icon.tsx';
import { HeroCarousel } from '../features/content/hero-carousel.tsx';
import { pageMeta } from '../features/content/meta.ts';
import { PromotionCard, promotionTile } from '../features/content/promotion-card.tsx';
import { catalogueAnswer } from '../features/games/catalogue.server.ts';
import { DeferredRail, type RailSource, railSize } from '../features/games/deferred-rail.tsx';
import { GameRail } from '../features/games/game-rail.tsx';
import { type TileGame, tileGame } from '../features/games/game-tile.tsx';
import { type GamesFilter, gamesSearch } from '../features/games/games-query.ts';
import { WinnersTicker } from '../features/games/winners-ticker.tsx';
import { settingsData } from '../features/profile/player-api.server.ts';
import { getSession } from '../features/session/session.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/home';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'home', 'promotions'];

const stripSize = 3;

interface Rail {
  id: string;
  to: string;
  filter?: GamesFilter;
  /** A player's own list instead of the catalogue. */
  path?: string;
  /** Below the fold: the browser reads it after hydration, so the page's HTML and data leave it out. */
  deferred?: true;
}

/** The lobby's rails (DESIGN.md "Lobby"), each leading to its full category. */
const rails: Rail[] = [
  { id: 'new', to: '/casino/new', filter: { collection: 'new' } },
  { id: 'popular', to: '/casino/popular', filter: { collection: 'popular' } },
  { id: 'live', to: '/live-casino', filter: { live: true }, deferred: true },
  { id: 'jackpots', to: '/casino/jackpots', filter: { collection: 'jackpots' }, deferred: true },
];
const recentRail: Rail = { id: 'recently', to: '/recently', path: '/api/game/games/played' };

async function pageLoader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const session = await getSession(request, context);
  // Rails and winners are extras: the lobby still renders when the games API cannot answer one of them.
  const railGames = async (rail: Rail): Promise<TileGame[]> => {
    const path = rail.path
      ? `${rail.path}?page=1&perPage=${railSize}`
      : `/api/game/games?${gamesSearch({ ...rail.filter, perPage: railSize })}`;
    const answer = await catalogueAnswer(args, path).catch(() => undefined);
    return answer?.status === 200 ? (answer.body as GamesPage).data.map(tileGame) : [];
  };
  const shown = session.loggedIn ? [recentRail, ...rails] : rails;
  // A page shared by every player (decision 0139) cannot know the player's own rail: the browser reads it.
  const deferred = (rail: Rail) => Boolean(rail.deferred || (session.shared && rail.path));
  const source = (rail: Rail): RailSource =>
    rail.path ? { playerList: rail.path } : { filter: { ...rail.filter, perPage: railSize } };
  const [home, promotions, games, winners, currencies] = await Promise.all([
    loadContent({ request, context }, 'pages/home', homeDocument),
    // The lobby still works without its promotions strip.
    loadContent({ request, context }, 'pages/promotions', promotionsDocument).catch(() => undefined),
    Promise.all(shown.map((rail) => (deferred(rail) ? [] : railGames(rail)))),
    catalogueAnswer(args, '/api/game/spins/winners?limit=12').catch(() => undefined),
    settingsData(args, '/api/settings/currencies', currencySchema.array()),
  ]);
  return {
    home,
    // The strip's tiles only: the detail modal reads the whole document when it opens.
    promotions: promotions?.items.slice(0, stripSize).map(promotionTile) ?? [],
    loggedIn: session.loggedIn,
    rails: shown.map((rail, index) => ({
      id: rail.id,
      to: rail.to,
      games: games[index] ?? [],
      ...(deferred(rail) ? { source: source(rail) } : {}),
    })),
    winners: winners?.status === 200 ? (winners.body as { data: Winner[] }).data : [],
    currencies: currencies ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.home);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, promotions, rails: shelves, winners, currencies, loggedIn } = loaderData;
  const { t, path } = useI18n();

  return (
    <main className="flex flex-col gap-10 lg:gap-14">
      <h1 className="sr-only">{home.title}</h1>
      <HeroCarousel slides={home.hero} label={t('home.carousel.label')} />

      <WinnersTicker initial={winners} currencies={currencies} />

      {shelves.map(({ id, to, games, source }) => {
        const rail = { id, to, title: t(`games.rail.${id}`), loggedIn };
        return source ? (
          <DeferredRail key={id} {...rail} source={source} />
        ) : (
          <GameRail key={id} {...rail} games={games} />
        );
      })}

      <section aria-labelledby="home-features" className="flex flex-col gap-4">
        <h2 id="home-features" className="sr-only">
          {t('home.features')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {home.features.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-control bg-cool/12 text-cool">
                <FeatureIcon name={feature.icon} />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-text">{feature.title}</h3>
                <p className="text-muted text-sm leading-relaxed">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {promotions.length ? (
        <section aria-labelledby="home-promotions" className="flex flex-col gap-5">
          <div className="flex items-end justify-between gap-4">
            <h2 id="home-promotions" className="font-bold text-2xl text-text tracking-tight">
              {home.promotionsTitle}
            </h2>
            <Link
              to={path('/promotions')}
              className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-3 text-accent' })}
            >
              {t('home.allPromotions')}
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.map((promotion) => (
              <li key={promotion.identity} className="flex">
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="home-responsible"
        className="flex flex-col gap-5 rounded-sheet border border-line bg-gradient-to-br from-surface to-raised p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="flex min-w-0 gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full border-2 border-cool font-bold text-cool tabular">
            {t('home.ageLimit')}
          </span>
          <div className="flex max-w-2xl flex-col gap-1.5">
            <h2 id="home-responsible" className="font-bold text-text text-xl">
              {home.responsibleGaming.title}
            </h2>
            <p className="text-muted leading-relaxed">{home.responsibleGaming.text}</p>
          </div>
        </div>
        <Link
          to={path(home.responsibleGaming.cta.to)}
          className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}
        >
          {home.responsibleGaming.cta.label}
        </Link>
      </section>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
