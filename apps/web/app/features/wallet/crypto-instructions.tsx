import type { DepositResponse } from '@croupier/contracts/payments';
import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * A BTC/ETH deposit (decision 0023): the address to send the coins to, its network, and how many
 * confirmations credit them. The address can be copied in one press.
 */
export function CryptoInstructions(props: { crypto: NonNullable<DepositResponse['crypto']>; amount: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.crypto.address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div
      className="flex w-full flex-col gap-3 rounded-card border border-line bg-raised p-4 text-left"
      data-testid="crypto-deposit"
    >
      <p className="text-muted text-sm">
        {t('wallet.crypto.send', { amount: props.amount, network: props.crypto.network })}
      </p>
      <div className="flex items-center gap-2 rounded-control bg-canvas p-3">
        <code className="min-w-0 flex-1 break-all font-mono text-sm text-text" data-testid="crypto-address">
          {props.crypto.address}
        </code>
        <Button
          onClick={() => void copy()}
          variant="secondary"
          size="sm"
          className="min-h-9 shrink-0 gap-1.5 bg-surface px-3"
        >
          <WalletIcon name={copied ? 'check' : 'external'} className="size-4" />
          {t(copied ? 'wallet.crypto.copied' : 'wallet.crypto.copy')}
        </Button>
      </div>
      <p className="text-subtle text-xs">{t('wallet.crypto.confirmations', { count: props.crypto.confirmations })}</p>
    </div>
  );
}
