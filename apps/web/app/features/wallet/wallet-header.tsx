import { Button } from '@croupier/ui/button';
import type { Ref } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useWallet } from './wallet-context.ts';
import { showsBack, titleKey } from './wallet-flow.ts';
import { WalletIcon } from './wallet-icons.tsx';

/** Back arrow (missing, basic and iframe sub-states), the screen's title and the close icon (spec 02 §2). */
export function WalletHeader(props: { titleId: string; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const back = showsBack(wallet.view);
  return (
    <div className="sticky top-0 z-10 flex items-center gap-2 border-line border-b bg-surface/95 px-3 py-2.5 backdrop-blur sm:px-4">
      {back ? (
        <Button
          variant="icon"
          size="sm"
          aria-label={t('wallet.back')}
          onClick={() => wallet.dispatch({ type: 'back' })}
        >
          <WalletIcon name="back" />
        </Button>
      ) : (
        <span className="size-10 shrink-0" aria-hidden="true" />
      )}
      <h2
        id={props.titleId}
        ref={props.headingRef}
        tabIndex={-1}
        className="flex-1 truncate text-center font-semibold text-lg text-text outline-none"
      >
        {t(`wallet.title.${titleKey(wallet.view)}`)}
      </h2>
      {/* Marked as the close control so the dialog's first focus goes to the content, not here. */}
      <Button data-modal-close="true" variant="icon" size="sm" aria-label={t('wallet.close')} onClick={wallet.close}>
        <WalletIcon name="close" />
      </Button>
    </div>
  );
}
