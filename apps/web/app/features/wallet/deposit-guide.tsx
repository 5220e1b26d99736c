import { useI18n } from '../../i18n/i18n.tsx';
import { showsDepositGuide, useWalletContent } from './wallet-content.ts';
import { useWallet } from './wallet-context.ts';
import { WalletIcon } from './wallet-icons.tsx';

/** The optional collapsible deposit guide (spec 02 §2), shown as content's settings say. */
export function DepositGuide() {
  const { t } = useI18n();
  const wallet = useWallet();
  const content = useWalletContent();
  const guide = content?.guide;
  if (!guide || !showsDepositGuide(content.guideFlags, guide.steps.length > 0, wallet.anyDeposits)) return null;
  return (
    <details data-testid="deposit-guide" className="group rounded-card border border-line bg-canvas/60">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 font-semibold text-sm text-text [&::-webkit-details-marker]:hidden">
        <WalletIcon name="info" className="size-5 text-cool" />
        <span className="flex-1">{guide.title}</span>
        <WalletIcon
          name="chevron"
          className="size-4 text-subtle transition-transform duration-quick group-open:rotate-90"
        />
        <span className="sr-only">{t('wallet.guide.toggle')}</span>
      </summary>
      <ol className="flex flex-col gap-3 px-4 pb-4">
        {guide.steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-muted text-sm">
            <span className="tabular grid size-6 shrink-0 place-items-center rounded-full bg-overlay font-semibold text-text text-xs">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
