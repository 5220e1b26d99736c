/** Line icons of the wallet (24×24, stroke = currentColor), drawn inline like the shell's own icons. */
const paths = {
  back: 'M15 5 8 12l7 7',
  close: 'm6 6 12 12M18 6 6 18',
  check: 'M5 12.5 10 17.5 19 7',
  cross: 'm7 7 10 10M17 7 7 17',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  lock: 'M7 10.5V8a5 5 0 0 1 10 0v2.5M5.5 10.5h13v10h-13zM12 14.5v2.5',
  arrowDown: 'M12 4v15m-6-6 6 6 6-6',
  arrowUp: 'M12 20V5m-6 6 6-6 6 6',
  card: 'M3.5 6.5h17v11h-17zM3.5 10h17M7 14.5h3',
  bank: 'M4 9.5 12 4l8 5.5M5.5 10v7m4-7v7m5-7v7m4-7v7M4 19.5h16',
  bolt: 'M13 3 5 13.5h6L10 21l9-11h-6l1-7Z',
  external: 'M14 4h6v6m0-6-8.5 8.5M18 14v5.5H4.5V6H10',
  repeat: 'M4 12a8 8 0 0 1 13.7-5.7L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 0 1-13.7 5.7L4 15.5M4 20v-4.5h4.5',
  chat: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-7l-4.5 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  gift: 'M4 9.5h16V13H4zM5.5 13h13v7h-13zM12 9.5V20M12 9.5C10.5 6 7 5.5 7 7.8S10 9.5 12 9.5Zm0 0c1.5-3.5 5-4 5-1.7S14 9.5 12 9.5Z',
  chevron: 'm9 6 6 6-6 6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v5.5M12 7.5v.01',
  alert: 'M12 4 2.5 20h19L12 4Zm0 6v4.5m0 3v.01',
  // Pix's diamond and a coin for crypto: the method badges' own kinds (method-icon.ts).
  pix: 'M12 3.5 20.5 12 12 20.5 3.5 12Zm0 5L15.5 12 12 15.5 8.5 12Z',
  coin: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 8h3.25a2 2 0 0 1 0 4H9.5h3.75a2 2 0 0 1 0 4H9.5V8Zm1.5-1.5V8m0 8v1.5',
  wallet: 'M4 7.5A1.5 1.5 0 0 1 5.5 6H18v3M4 7.5V18a1.5 1.5 0 0 0 1.5 1.5H20V9H5.5A1.5 1.5 0 0 1 4 7.5Zm12 6.5h.01',
} as const;

export type WalletIconName = keyof typeof paths;

export function WalletIcon(props: { name: WalletIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={props.className ?? 'size-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[props.name]} />
    </svg>
  );
}

export function Spinner(props: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current/30 border-t-current ${props.className ?? 'size-4'}`}
    />
  );
}
