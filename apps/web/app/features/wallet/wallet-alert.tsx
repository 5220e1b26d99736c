import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useContentAlert } from '../phone-auth/use-content-alert.ts';
import type { WalletAlertName } from './wallet-context.ts';
import { WalletIcon } from './wallet-icons.tsx';

/** Spec alerts stay 3000 ms (DESIGN.md). */
export const alertDurationMs = 3000;

/**
 * A wallet alert (spec 02 §8: somethingWrong, limitedDeposit): words from the content's alerts document,
 * the site's own until it arrives, announced politely and gone after three seconds.
 */
export function WalletAlert(props: { name: WalletAlertName | undefined; label: string; onDone(): void }) {
  const { t } = useI18n();
  const content = useContentAlert(props.name);
  const { name, onDone } = props;
  useEffect(() => {
    if (!name) return;
    const timer = window.setTimeout(onDone, alertDurationMs);
    return () => window.clearTimeout(timer);
  }, [name, onDone]);
  return (
    <div role="alert" aria-label={props.label} className="pointer-events-none sticky bottom-4 z-20 mx-4 empty:hidden">
      {name ? (
        <div className="pointer-events-auto flex items-start gap-3 rounded-card border border-danger/50 bg-raised p-4 shadow-sheet">
          <WalletIcon name="alert" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="flex flex-col gap-0.5 text-sm">
            <p className="font-semibold text-text">{content?.title ?? t(`wallet.alert.${name}.title`)}</p>
            <p className="text-muted">{content?.text ?? t(`wallet.alert.${name}.text`)}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
