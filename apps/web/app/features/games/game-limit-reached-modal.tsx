import { Button, buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useAccounts } from '../accounts/accounts-store.ts';

/**
 * game-limit-reached (spec 02 §2, players): a bet was refused by the player's own bet or loss limit
 * (realtime game.bet.restricted). It says which stake and limit, and leads to the limits page.
 */
export default function GameLimitReachedModal({ props, close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const { currencies } = useAccounts(true);
  const currency = typeof props.currency === 'string' ? props.currency : null;
  const figure = (value: unknown) => (typeof value === 'number' ? moneyText(value, currency, currencies) : undefined);
  const amount = figure(props.amount);
  const limit = figure(props.limit);
  return (
    <ModalBody
      titleId={titleId}
      title={t('gamePlay.limitModal.title')}
      lead={t('gamePlay.limitModal.text')}
      actions={
        <>
          <Button onClick={close} variant="secondary">
            {t('gamePlay.limitModal.back')}
          </Button>
          <Link to={path('/profile/limits')} onClick={close} className={buttonClass()}>
            {t('gamePlay.limitModal.limits')}
          </Link>
        </>
      }
    >
      {amount || limit ? (
        <dl className="grid grid-cols-2 gap-3 rounded-card border border-line bg-raised p-4 text-sm">
          {amount ? (
            <div>
              <dt className="text-muted">{t('gamePlay.limitModal.stake')}</dt>
              <dd className="font-semibold text-text tabular">{amount}</dd>
            </div>
          ) : null}
          {limit ? (
            <div>
              <dt className="text-muted">{t('gamePlay.limitModal.limit')}</dt>
              <dd className="font-semibold text-text tabular">{limit}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </ModalBody>
  );
}
