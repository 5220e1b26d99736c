/** The messenger's bell, drawn like the shared line icons (ui/icon.tsx) but kept out of the first load. */
export function BellIcon(props: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={props.className ?? 'size-5 shrink-0'}
    >
      <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15ZM10 20.5a2.2 2.2 0 0 0 4 0" />
    </svg>
  );
}
