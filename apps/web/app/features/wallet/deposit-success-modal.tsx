import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useModalAmount } from './modal-money.ts';
import { StatusIcon } from './status-icon.tsx';

/** Whether this window is the provider popup the site opened (it came back to ?deposit-success here). */
function isProviderPopup(): boolean {
  try {
    return Boolean(window.opener) && window.opener.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * deposit-success (spec 02 §2, §4): a successful deposit, opened by the realtime event or by the provider
 * sending the player back to ?deposit-success. In the provider's popup the button closes that window: the
 * site itself already shows the new balance.
 */
export default function DepositSuccessModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const amount = useModalAmount(props);
  const popup = isProviderPopup();
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.success.title')}
      lead={amount ? t('wallet.success.textAmount', { amount }) : t('wallet.success.text')}
      icon={<StatusIcon name="check" tone="success" />}
      actions={
        <Button
          onClick={() => {
            close();
            if (popup) window.close();
          }}
        >
          {t(popup ? 'wallet.success.closeWindow' : 'wallet.success.play')}
        </Button>
      }
    />
  );
}
