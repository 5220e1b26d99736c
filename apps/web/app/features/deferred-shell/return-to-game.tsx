import { useEffect, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { clearReturnGame, type ReturnGame, readReturnGame, saveReturnGame } from '../auth/return-game.ts';

/** The game page's route id, with or without a locale prefix (routes.ts). */
const isGamePage = (id: string) => id === 'games-id' || id.endsWith('-games-id');

/**
 * "Back to the game": a player who left a real-money game for another page (to deposit, to read the
 * bonus terms…) finds the way back in one tap. Closing it sets the choice to disabled, which stores nothing.
 * Placed clear of the cookie popup (bottom right on a desktop) and of the bottom navigation on a phone.
 */
export default function ReturnToGame(props: { loggedIn: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  const onGamePage = useMatches().some((match) => isGamePage(match.id));
  const [game, setGame] = useState<ReturnGame | undefined>();
  // Read again on every page: the game page writes the choice once its game has launched. Logged out (by
  // logout, here or in another tab, or a 401), the way back to a real-money game is gone (S1.4-14).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, not an input.
  useEffect(() => {
    if (!props.loggedIn) clearReturnGame();
    setGame(props.loggedIn ? readReturnGame() : undefined);
  }, [props.loggedIn, location.key]);
  if (!game || onGamePage) return null;
  return (
    <aside
      aria-label={t('layout.returnToGame.label')}
      data-testid="return-to-game"
      className="fixed bottom-20 left-1/2 z-30 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-1 rounded-full border border-line bg-raised py-1 pr-1 pl-4 shadow-sheet md:top-20 md:bottom-auto"
    >
      <Link to={game.path} className="flex min-h-10 min-w-0 items-center gap-2 font-semibold text-sm text-text">
        <Icon name="play" />
        <span className="truncate">{t('layout.returnToGame.link', { game: game.name })}</span>
      </Link>
      <button
        type="button"
        onClick={() => {
          saveReturnGame('disabled');
          setGame(undefined);
        }}
        aria-label={t('layout.returnToGame.dismiss')}
        className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-text"
      >
        <Icon name="close" />
      </button>
    </aside>
  );
}
