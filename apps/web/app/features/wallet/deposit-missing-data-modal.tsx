import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useDepositRequest } from './deposit-request.ts';
import { MissingDataForm } from './missing-data-form.tsx';
import { isQuickDepositOrder, useQuickDepositOutcome } from './quick-deposit.ts';

/**
 * deposit-missing-data (the quick-deposit flavour of the missing sub-state): the method's missing fields,
 * then the deposit itself — the provider's window opens during the Next press, so no popup blocker stops it.
 */
export default function DepositMissingDataModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const order = isQuickDepositOrder(props.order) ? props.order : undefined;
  const { send, pending } = useDepositRequest();
  const route = useQuickDepositOutcome();
  const [limited, setLimited] = useState(false);
  if (!order)
    return <ModalBody titleId={titleId} title={t('wallet.missing.title')} lead={t('wallet.methods.failed')} />;
  return (
    <ModalBody titleId={titleId} title={t('wallet.missing.title')}>
      <MissingDataForm
        idPrefix="quick-field"
        fields={order.method.fields}
        initial={{}}
        customError={limited ? t('wallet.alert.limitedDeposit.text') : undefined}
        submitLabel={pending ? t('wallet.deposit.sending') : t('wallet.missing.next')}
        onSubmit={(fields) => {
          void send({ ...order, fields }).then((attempt) => {
            if (!attempt) return;
            if (route(attempt, order)) close();
            else setLimited(true);
          });
        }}
      />
    </ModalBody>
  );
}
