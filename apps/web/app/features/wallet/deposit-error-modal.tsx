import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { StatusIcon } from './status-icon.tsx';
import { SupportLink } from './support-link.tsx';

/**
 * deposit-error (spec 02 §4, §8): a deposit failed while the wallet was closed, or the provider sent the
 * player back to ?deposit-error. Try again and another method both lead to the wallet's deposit tab.
 */
export default function DepositErrorModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const method = typeof props.method === 'string' ? props.method : undefined;
  const toWallet = (withMethod: boolean) => {
    // Opening the wallet (a query modal) replaces this one.
    if (!modals.open('wallet', withMethod && method ? { method } : {}, { queryValue: 'deposit' })) close();
  };
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.error.title')}
      lead={t('wallet.error.lead')}
      icon={<StatusIcon name="cross" tone="danger" />}
      actions={
        <>
          <Button variant="secondary" onClick={() => toWallet(false)}>
            {t('wallet.error.otherMethod')}
          </Button>
          <Button onClick={() => toWallet(true)}>{t('wallet.error.tryAgain')}</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2 text-muted text-sm">
        {(['funds', 'details', 'bank'] as const).map((reason) => (
          <li key={reason} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-subtle" />
            {t(`wallet.error.reason.${reason}`)}
          </li>
        ))}
      </ul>
      <SupportLink />
    </ModalBody>
  );
}
