import { WalletIcon, type WalletIconName } from './wallet-icons.tsx';

const tones = {
  success: 'bg-success/15 text-success',
  danger: 'bg-danger/15 text-danger',
  info: 'bg-cool/15 text-cool',
  warning: 'bg-warning/15 text-warning',
} as const;

/** The round icon at the top of the wallet's message modals. */
export function StatusIcon(props: { name: WalletIconName; tone: keyof typeof tones }) {
  return (
    <span className={`grid size-12 place-items-center rounded-full ${tones[props.tone]}`}>
      <WalletIcon name={props.name} className="size-6" />
    </span>
  );
}
