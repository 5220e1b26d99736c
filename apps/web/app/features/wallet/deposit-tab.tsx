import { useI18n } from '../../i18n/i18n.tsx';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { CoolingOffPanel } from './cooling-off-panel.tsx';
import { DepositGuide } from './deposit-guide.tsx';
import { MethodList } from './method-list.tsx';
import { useWallet } from './wallet-context.ts';
import { hasMissingFields } from './wallet-flow.ts';

/** The deposit tab (spec 02 §2): the cooling-off panel while one runs, else the methods and the guide. */
export function DepositTab() {
  const { t } = useI18n();
  const wallet = useWallet();
  if (wallet.coolingOff?.expiredAt) {
    return <CoolingOffPanel expiredAt={wallet.coolingOff.expiredAt} onEnd={wallet.reloadLimits} />;
  }
  return (
    <>
      {wallet.depositLimitReached ? (
        <p role="status" className="rounded-card border border-warning/50 bg-warning/10 p-4 text-sm text-text">
          {t('wallet.depositLimitReached')}
        </p>
      ) : null}
      <MethodList
        methods={wallet.depositMethods}
        operation="deposit"
        onChoose={(method) => {
          trackWalletFunnel('methodSelected', 'deposit', { walletType: method.method });
          wallet.dispatch({
            type: 'select',
            operation: 'deposit',
            method: method.method,
            missing: hasMissingFields(method.fields),
          });
        }}
      />
      <DepositGuide />
    </>
  );
}
