import { useI18n } from '../../i18n/i18n.tsx';
import { Countdown } from '../limits/countdown.tsx';
import { SupportLink } from './support-link.tsx';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * Spec 02 §2: while a cooling-off limit runs, the deposit tab shows this panel instead of the methods —
 * title, description, the time left, support text and the chat link. `onEnd` reopens the deposit tab.
 */
export function CoolingOffPanel(props: { expiredAt: string; onEnd(): void }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="wallet-cooling-off-title"
      data-testid="wallet-cooling-off"
      className="flex flex-col gap-3 rounded-card border border-cool/40 bg-cool/10 p-4"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-cool/20 text-cool">
          <WalletIcon name="clock" />
        </span>
        <h3 id="wallet-cooling-off-title" className="font-semibold text-text">
          {t('wallet.coolingOff.title')}
        </h3>
      </div>
      <p className="text-muted text-sm leading-relaxed">{t('wallet.coolingOff.text')}</p>
      <Countdown end={props.expiredAt} onDone={props.onEnd} />
      <p className="text-muted text-sm">{t('wallet.coolingOff.support')}</p>
      <SupportLink />
    </section>
  );
}
