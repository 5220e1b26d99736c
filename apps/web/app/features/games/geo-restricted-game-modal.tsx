import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

/** geo-restricted-game (spec 02 §2): the game is not offered where the visitor is; others may be. */
export default function GeoRestrictedGameModal({ props, close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const gameName = typeof props.gameName === 'string' ? props.gameName : undefined;
  return (
    <ModalBody
      titleId={titleId}
      title={t('gamePlay.refusal.restricted.title')}
      lead={gameName ? t('gamePlay.geoModal.named', { name: gameName }) : t('gamePlay.refusal.restricted.text')}
      actions={
        <Link to={path('/casino')} onClick={close} className={buttonClass()}>
          {t('games.browse')}
        </Link>
      }
    />
  );
}
