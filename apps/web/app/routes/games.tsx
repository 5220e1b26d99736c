import type { Game, Round } from '@croupier/contracts/games';
import { currencySchema } from '@croupier/contracts/settings';
import { buttonClass } from '@croupier/ui/button';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { catalogueAnswer, catalogueGet, okBody } from '../features/games/catalogue.server.ts';
import { FavoriteButton } from '../features/games/favorite-button.tsx';
import { GameFacts } from '../features/games/game-facts.tsx';
import { GameRecall } from '../features/games/game-recall.tsx';
import { GameStage } from '../features/games/game-stage.tsx';
import { settingsData } from '../features/profile/player-api.server.ts';
import { getSession } from '../features/session/session.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import { useModals } from '../ui/modal/modal-context.ts';
import type { Route } from './+types/games';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['gamePlay', 'games', 'pages'];

/**
 * /games/:id (spec 01 §2): the game page, demo by default, real money with ?real=true. An unknown or
 * hidden game is a 404 page; a game not offered in the visitor's country shows the geo-restricted-game
 * modal over an explanation.
 */
async function pageLoader(args: Route.LoaderArgs) {
  const key = encodeURIComponent(args.params.id);
  const [answer, session, currencies] = await Promise.all([
    catalogueAnswer(args, `/api/game/games/${key}`),
    getSession(args.request, args.context),
    settingsData(args, '/api/settings/currencies', currencySchema.array()),
  ]);
  if (answer.status === 451) {
    return { game: null, loggedIn: session.loggedIn, rounds: [], currencies: currencies ?? [] };
  }
  const game = okBody<{ data: Game }>(answer).data;
  const rounds = session.loggedIn
    ? await catalogueGet<Round[]>(args, `/api/game/games/${encodeURIComponent(game.id)}/rounds`).catch(() => [])
    : [];
  return { game, loggedIn: session.loggedIn, rounds, currencies: currencies ?? [] };
}

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  const { game, loggedIn, rounds, currencies } = loaderData;
  // The mode lives in the address alone (?real=true): switching it needs no new data.
  const [params] = useSearchParams();
  const real = params.get('real') === 'true';
  // A free-spin award's Play (the bonuses page) opens the game with ?freespin=<award id>.
  const freespin = (real && params.get('freespin')) || undefined;
  if (!game) return <RestrictedGame brand={brand} />;
  return (
    <main className="flex flex-col gap-6">
      <title>{t('pages.documentTitle', { page: game.name, brand })}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <nav aria-label={t('games.lobby.breadcrumb')} className="text-sm">
            <Link to={path(game.isLive ? '/live-casino' : '/casino')} className="text-muted hover:text-text">
              {t(game.isLive ? 'pages.liveCasino.title' : 'pages.casino.title')}
            </Link>
          </nav>
          <h1 className="truncate font-semibold text-3xl tracking-tight md:text-4xl">{game.name}</h1>
          <p className="text-muted">
            {t(freespin ? 'gamePlay.page.freespinIntro' : real ? 'gamePlay.page.realIntro' : 'gamePlay.page.demoIntro')}
          </p>
        </div>
        {loggedIn ? <FavoriteButton gameId={game.id} gameName={game.name} initial={game.isFavorite} /> : null}
      </header>
      <GameStage game={game} real={real} loggedIn={loggedIn} freespin={freespin} />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <GameFacts game={game} loggedIn={loggedIn} currencies={currencies} />
        {loggedIn ? <GameRecall rounds={rounds} currencies={currencies} /> : null}
      </div>
    </main>
  );
}

function RestrictedGame(props: { brand: string }) {
  const { t, path } = useI18n();
  const modals = useModals();
  useEffect(() => {
    modals.open('geo-restricted-game');
  }, [modals]);
  return (
    <main className="flex flex-col items-start gap-4">
      <title>{t('pages.documentTitle', { page: t('gamePlay.refusal.restricted.title'), brand: props.brand })}</title>
      <h1 className="font-semibold text-3xl tracking-tight">{t('gamePlay.refusal.restricted.title')}</h1>
      <p className="max-w-xl text-muted">{t('gamePlay.refusal.restricted.text')}</p>
      <Link to={path('/casino')} className={buttonClass()}>
        {t('games.browse')}
      </Link>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
