import { useI18n } from '../../i18n/i18n.tsx';
import { ModalBody, primaryButton } from '../modals/modal-parts.tsx';
import type { ModalBodyProps } from '../modals/registry.ts';
import { StatusIcon } from './status-icon.tsx';

/**
 * deposit-redirect (spec 02 §2): the provider sent the player back to ?deposit-redirect without a final
 * answer yet — the deposit settles on its own and the balance follows live. Opened with a `url` (the
 * browser blocked the provider's window), it offers to continue to the payment page instead.
 */
export default function DepositRedirectModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const url = typeof props.url === 'string' ? props.url : undefined;
  return (
    <ModalBody
      titleId={titleId}
      title={t(url ? 'wallet.redirect.continueTitle' : 'wallet.redirect.title')}
      lead={t(url ? 'wallet.redirect.continueText' : 'wallet.redirect.text')}
      icon={<StatusIcon name={url ? 'external' : 'clock'} tone="info" />}
      actions={
        url ? (
          <a href={url} target="_blank" rel="noopener" className={primaryButton} onClick={close}>
            {t('wallet.redirect.continue')}
          </a>
        ) : (
          <button type="button" className={primaryButton} onClick={close}>
            {t('wallet.ok')}
          </button>
        )
      }
    />
  );
}
