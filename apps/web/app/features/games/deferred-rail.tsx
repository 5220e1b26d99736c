import type { GamesPage } from '@croupier/contracts/games';
import { useEffect, useRef, useState } from 'react';
import { fetchGames, fetchPlayerGames } from './catalogue-client.ts';
import { GameRail } from './game-rail.tsx';
import { type TileGame, tileGame } from './game-tile.tsx';
import type { GamesFilter } from './games-query.ts';

/** Where a rail the browser reads gets its games: the catalogue, or one of the player's own lists. */
export type RailSource = { filter: GamesFilter } | { playerList: string };

/**
 * A lobby rail the server leaves to the browser (issue 23): the catalogue's rails below the fold, whose 12
 * tiles each would weigh on every page's HTML and hydration data, and on a page shared by every player
 * (decision 0139) the player's own recently played rail, which the server cannot know. A catalogue rail
 * holds its place with placeholder tiles meanwhile; the player's rail, which may well be empty, appears when
 * it has games. Like any rail it leaves the page when it turns out empty.
 */
export function DeferredRail(props: { id: string; title: string; to: string; source: RailSource; loggedIn: boolean }) {
  const { source } = props;
  const [games, setGames] = useState<TileGame[] | undefined>();
  const place = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the source is compared by value, through its key.
  useEffect(() => {
    let live = true;
    const load = () => {
      const read: Promise<GamesPage> =
        'filter' in source ? fetchGames(source.filter) : fetchPlayerGames(source.playerList, 1, railSize);
      read
        .then((page) => {
          if (live) setGames(page.data.map(tileGame));
        })
        // The lobby goes on without its extras, as it does when the server cannot read a rail.
        .catch(() => {
          if (live) setGames([]);
        });
    };
    // A catalogue rail below the fold is read once the visitor scrolls toward it: a visitor who never
    // does costs no call and no render while the page loads.
    const element = place.current;
    if (!('filter' in source) || !element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [key]);
  const rail = (
    <GameRail
      id={props.id}
      title={props.title}
      to={props.to}
      games={games ?? []}
      loggedIn={props.loggedIn}
      placeholders={games === undefined && 'filter' in source ? railSize : 0}
    />
  );
  // The observed box exists only while the games are on their way: an empty rail then leaves no trace.
  return games === undefined && 'filter' in source ? <div ref={place}>{rail}</div> : rail;
}

/** How many games a lobby rail shows. */
export const railSize = 12;
