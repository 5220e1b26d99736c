import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ProviderFrame } from './provider-frame.tsx';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * deposit-iframe: an 'iframe' method's provider page outside the wallet (the quick-deposit flavour). A
 * settled deposit closes it (spec 02 §4 "Invoice events"); leaving earlier asks through cancel-deposit.
 */
export default function DepositIframeModal({ props, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const url = typeof props.url === 'string' ? props.url : '';
  const methodName = typeof props.methodName === 'string' ? props.methodName : '';
  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-line border-b px-4 py-2.5">
        <h2 id={titleId} className="flex-1 truncate font-semibold text-lg text-text">
          {t('wallet.frame.title', { method: methodName })}
        </h2>
        <button
          type="button"
          data-modal-close="true"
          aria-label={t('wallet.close')}
          onClick={() => modals.open('cancel-deposit')}
          className="grid size-10 place-items-center rounded-full text-muted hover:bg-raised hover:text-text"
        >
          <WalletIcon name="close" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 p-3">
        <ProviderFrame
          url={url}
          title={t('wallet.frame.title', { method: methodName })}
          className="min-h-[28rem] flex-1"
        />
      </div>
    </div>
  );
}
