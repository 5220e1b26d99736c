import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

/**
 * demo-game (spec 02 §2, open to anyone): a guest asked for real money. Real play needs an account, so
 * it offers logging in, signing up, or the same game in demo mode with play money (decision 0032).
 */
export default function DemoGameModal({ props, close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const gameId = typeof props.gameId === 'string' ? props.gameId : undefined;
  const gameName = typeof props.gameName === 'string' ? props.gameName : t('gamePlay.demoModal.thisGame');
  return (
    <ModalBody
      titleId={titleId}
      title={t('gamePlay.demoModal.title')}
      lead={t('gamePlay.demoModal.text', { name: gameName })}
      actions={
        <>
          {gameId ? (
            // The game page closes this dialog itself once the address no longer asks for real money.
            <Link to={path(`/games/${gameId}`)} replace className={buttonClass({ variant: 'secondary' })}>
              {t('gamePlay.stage.playDemo')}
            </Link>
          ) : null}
          <Link to={path('/sign-up')} onClick={close} className={buttonClass({ variant: 'secondary' })}>
            {t('gamePlay.stage.signUp')}
          </Link>
          <Link to={path('/login')} onClick={close} className={buttonClass()}>
            {t('gamePlay.stage.logIn')}
          </Link>
        </>
      }
    />
  );
}
