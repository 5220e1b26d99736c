/**
 * Line icons drawn inline (24×24, stroke = currentColor) so the shell needs no icon font or sprite
 * request. Content names icons by these keys; an unknown name falls back to a neutral dot.
 */
const paths: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  cards:
    'M7 3.5h8.5a1.5 1.5 0 0 1 1.5 1.5v12.5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 7 3.5ZM17 6.5l2.2.6a1.5 1.5 0 0 1 1 1.8l-2.7 10.3M11.2 8.5l2 3.2-2 3.3-2-3.3Z',
  live: 'M12 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM8.3 8.3a5.2 5.2 0 0 0 0 7.4m7.4 0a5.2 5.2 0 0 0 0-7.4M5.5 5.5a9.2 9.2 0 0 0 0 13m13 0a9.2 9.2 0 0 0 0-13',
  gift: 'M4 9.5h16V13H4zM5.5 13h13v7h-13zM12 9.5V20M12 9.5C10.5 6 7 5.5 7 7.8S10 9.5 12 9.5Zm0 0c1.5-3.5 5-4 5-1.7S14 9.5 12 9.5Z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H4.5a3 3 0 0 0 3.6 4.4M16 6h3.5a3 3 0 0 1-3.6 4.4M12 13v4m-3.5 3h7m-6-3h5',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.6v.5m0 3.2v.1',
  mail: 'M4 6h16v12H4zM4.5 6.5 12 12.5l7.5-6',
  shield: 'M12 3 5 6v5.5c0 4.2 3 7.9 7 9.5 4-1.6 7-5.3 7-9.5V6l-7-3Zm-3 9 2.2 2.2L15.5 10',
  menu: 'M4 7h16M4 12h16M4 17h16',
  crown: 'M4 8.5 8 12l4-6.5 4 6.5 4-3.5-1.5 9.5h-13ZM5.5 20.5h13',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  star: 'm12 3.8 2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8Z',
  flame:
    'M12 21c3.6 0 6-2.4 6-5.8 0-3.7-2.7-5.8-4.1-9.7-.3-.8-1.3-1-1.8-.3-.8 1.2-1 2.6-.6 4-1.3-.8-2-2-2.2-3.1-.6.3-5.3 4-5.3 9.1C4 18.6 7.3 21 12 21Z',
  coins:
    'M9 10c3.3 0 6-1.1 6-2.5S12.3 5 9 5 3 6.1 3 7.5 5.7 10 9 10ZM3 7.5v9C3 17.9 5.7 19 9 19s6-1.1 6-2.5M3 12c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5m0-4.5c3.3 0 6 1.1 6 2.5v6.5c0 1.4-2.7 2.5-6 2.5',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13 3.8 2.8-1.5 4.4H9.7l-1.5-4.4L12 8Zm0 0V3.5m3.8 7.3 4.6-1.6m-6.1 6 2.8 3.8m-7.4-3.8-2.8 3.8m1.3-8.2-4.6-1.6',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm3.5 4.5h.01m7 0h.01m-3.51 3.5h.01m-3.51 3.5h.01m7 0h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.5 9h17m-17 6h17M12 3c-2.4 2.5-3.5 5.5-3.5 9s1.1 6.5 3.5 9c2.4-2.5 3.5-5.5 3.5-9S14.4 5.5 12 3Z',
  close: 'm6 6 12 12M18 6 6 18',
  chevron: 'm9 6 6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5',
  compact: 'M4 5h3v14H4zM11 12h9m-4-4 4 4-4 4',
  chat: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-7l-4.5 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  wallet: 'M4 7.5A1.5 1.5 0 0 1 5.5 6H18v3M4 7.5V18a1.5 1.5 0 0 0 1.5 1.5H20V9H5.5A1.5 1.5 0 0 1 4 7.5Zm12 6.5h.01',
  reload: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4h-4',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14',
  heart: 'M12 19.5s-7.5-4.4-7.5-9.7A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6c0 5.3-7.5 9.7-7.5 9.7Z',
  play: 'M8 5.5v13l10.5-6.5Z',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5m11-5v5h-5',
  shrink: 'M9 4v5H4m11-5v5h5M9 20v-5H4m11 5v-5h5',
  grid: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zm9.5 0H20V20h-6.5z',
  studio: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6',
  sound: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11',
  muted: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5m0-5-5 5',
  logout: 'M9 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H9m7-12 4 4-4 4m4-4H9',
};

export type IconName = keyof typeof paths;

/**
 * Icons a page repeats many times (every game tile's Play): drawn once in `IconSprite`, which the root layout
 * puts in every page, and referenced with `<use>`, instead of an inline copy each (issue 23: home carried 48).
 */
const shared = new Set(['play']);

/** The shared icons' symbols: rendered once per document, hidden. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {[...shared].map((name) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path d={paths[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * The stroke look is app.css's `.icon`, one name instead of five attributes on each of a page's icons. Without
 * a class the icon takes the drawer's size; an empty one leaves the size to the surrounding component's CSS.
 */
const iconClass = (className = 'size-5 shrink-0') => (className ? `icon ${className}` : 'icon');

export function Icon(props: { name: string; className?: string }) {
  if (shared.has(props.name)) {
    return (
      <svg aria-hidden="true" className={iconClass(props.className)}>
        <use href={`#icon-${props.name}`} />
      </svg>
    );
  }
  const d = paths[props.name] ?? 'M12 12.01h.01';
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={iconClass(props.className)}>
      <path d={d} />
    </svg>
  );
}
