/** Line icons for the home features row, chosen by the content's icon name; unknown names get a spark. */
const paths: Record<string, string> = {
  coins:
    'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7 M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  live: 'M3 6h18v12H3z M10 9.5v5l4.5-2.5z M7 21h10',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  lightning: 'M13 2L4 14h7l-1 8 9-12h-7z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  lock: 'M6 11h12v10H6z M8 11V8a4 4 0 018 0v3',
  gift: 'M4 10h16v11H4z M2 7h20v3H2z M12 7v14 M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  support: 'M4 13v-1a8 8 0 0116 0v1 M4 13h3v6H4z M17 13h3v6h-3z M20 19a3 3 0 01-3 3h-4',
  chat: 'M4 5h16v11H9l-5 4z',
  wallet: 'M3 7h18v13H3z M3 7l13-4v4 M16 13h2',
  payments: 'M3 7h18v13H3z M3 7l13-4v4 M16 13h2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  trophy: 'M7 4h10v5a5 5 0 01-10 0z M7 6H4a3 3 0 003 4 M17 6h3a3 3 0 01-3 4 M12 14v4 M8 21h8',
  games: 'M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6L14 15h-4l-1 .6A4 4 0 012 13v-1a4 4 0 014-4z M7 11v3 M5.5 12.5h3',
  mobile: 'M7 2h10v20H7z M11 18h2',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z',
};
const spark = 'M12 3v5 M12 16v5 M3 12h5 M16 12h5 M6 6l3 3 M15 15l3 3 M18 6l-3 3 M9 15l-3 3';

export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name] ?? spark} />
    </svg>
  );
}
