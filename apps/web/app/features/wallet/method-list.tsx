import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { LiveView } from '../../platform/api/live-cache.ts';
import { methodIcon } from './method-icon.ts';
import { isFeaturedMethod } from './method-tags.ts';
import type { PaymentMethod } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * A list of payment methods to choose from: name, limits (without cents, spec 02 §9), the 'popular' tag
 * and the Interac notice on the featured methods.
 */
export function MethodList(props: {
  methods: LiveView<PaymentMethod[]>;
  operation: 'deposit' | 'withdraw';
  onChoose(method: PaymentMethod): void;
}) {
  const { t } = useI18n();
  const wallet = useWallet();
  const list = props.methods.data;
  if (!list) {
    if (props.methods.error) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card border border-danger/50 bg-danger/10 p-4"
        >
          <p className="text-sm text-text">{t('wallet.methods.failed')}</p>
          <Button onClick={() => void props.methods.refresh()} variant="secondary" size="sm" className="min-h-9 px-3">
            {t('wallet.retry')}
          </Button>
        </div>
      );
    }
    return (
      <ul aria-busy="true" aria-label={t('wallet.methods.loading')} className="flex flex-col gap-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-16 animate-pulse rounded-card bg-raised" />
        ))}
      </ul>
    );
  }
  if (!list.length) return <p className="rounded-card bg-raised p-4 text-muted text-sm">{t('wallet.methods.none')}</p>;
  return (
    <ul aria-label={t(`wallet.methods.${props.operation}`)} className="flex flex-col gap-2">
      {list.map((method) => {
        const featured = isFeaturedMethod(method.method);
        return (
          <li key={method.id}>
            <button
              type="button"
              data-method={method.method}
              onClick={() => props.onChoose(method)}
              className="group flex w-full items-center gap-3 rounded-card border border-line bg-raised p-3 text-left transition-colors duration-quick hover:border-accent/60 hover:bg-overlay"
            >
              <MethodBadge method={method} />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-text">{method.methodName}</span>
                  {featured ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 font-bold text-[0.6875rem] text-on-accent uppercase tracking-wide">
                      {t('wallet.methods.popular')}
                    </span>
                  ) : null}
                </span>
                <span className="tabular text-muted text-xs">
                  {t('wallet.methods.range', {
                    min: wallet.money(method.amountMin, { noCents: true }),
                    max: wallet.money(method.amountMax, { noCents: true }),
                  })}
                </span>
                {featured ? <span className="text-subtle text-xs">{t('wallet.methods.interac')}</span> : null}
              </span>
              <WalletIcon name="chevron" className="size-5 shrink-0 text-subtle group-hover:text-text" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The method's kind as an icon (no provider logos are shipped); `data-icon` names it for tests. */
export function MethodBadge(props: { method: PaymentMethod }) {
  const icon = methodIcon(props.method.method);
  return (
    <span
      className="grid size-11 shrink-0 place-items-center rounded-control bg-overlay text-cool"
      aria-hidden="true"
      data-icon={icon}
    >
      <WalletIcon name={icon} className="size-5" />
    </span>
  );
}
