import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { chatOpenEvent } from '../../ui/chat-events.ts';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * The support chat link of the wallet screens. It asks the chat integration to open (a cancelable
 * chat:open event); while no chat widget answers, the link leads to the contact page instead.
 */
export function SupportLink(props: { children?: ReactNode; className?: string }) {
  const { t, path } = useI18n();
  return (
    <a
      href={path('/contact')}
      onClick={(event) => {
        const open = new CustomEvent(chatOpenEvent, { cancelable: true });
        if (!window.dispatchEvent(open)) event.preventDefault();
      }}
      className={
        props.className ??
        'inline-flex items-center gap-1.5 font-semibold text-cool text-sm underline-offset-4 hover:underline'
      }
    >
      <WalletIcon name="chat" className="size-4" />
      {props.children ?? t('wallet.support.link')}
    </a>
  );
}
