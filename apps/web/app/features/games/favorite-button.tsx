import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { usePlayerIdentity } from '../session/player-identity.ts';
import { saveFavorite } from './catalogue-client.ts';

/**
 * The heart on a game (players only, spec 01 §4 "Favorites"). It changes at once and changes back, with a
 * spoken notice, when the server refuses.
 */
export function FavoriteButton(props: {
  gameId: string;
  gameName: string;
  initial: boolean;
  onChange?: (favorite: boolean) => void;
  className?: string;
}) {
  const { t } = useI18n();
  // A shared player's page (decision 0139) cannot know the hearts: the page's identity names them.
  const { favorites } = usePlayerIdentity();
  const known = props.initial || (favorites?.includes(props.gameId) ?? false);
  const [chosen, setFavorite] = useState<boolean>();
  const favorite = chosen ?? known;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    if (busy) return;
    const next = !favorite;
    setBusy(true);
    setFailed(false);
    setFavorite(next);
    const saved = await saveFavorite(props.gameId, next);
    setBusy(false);
    if (!saved) {
      setFavorite(!next);
      setFailed(true);
      return;
    }
    props.onChange?.(next);
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={favorite}
        aria-label={t(favorite ? 'games.favorite.remove' : 'games.favorite.add', { name: props.gameName })}
        onClick={toggle}
        className={`grid size-9 place-items-center rounded-full bg-ink/70 text-text backdrop-blur transition-colors duration-quick hover:bg-ink aria-pressed:text-accent ${props.className ?? ''}`}
      >
        <Icon name="heart" className={favorite ? 'size-5 fill-current' : 'size-5'} />
      </button>
      {failed ? (
        <span role="status" className="sr-only">
          {t('games.favorite.failed')}
        </span>
      ) : null}
    </>
  );
}
