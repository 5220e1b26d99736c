import type { SlotSymbol, SlotTheme } from '@croupier/house-games/slots';
import { type ReactNode, useId } from 'react';

/* The slots' artwork: every symbol and motif drawn as SVG in code, so the studio ships no image files. */

type Palette = SlotTheme['palette'];

/** A faint pattern of the theme's motif behind the reels. */
export function Motif({ palette }: { palette: Palette }) {
  const id = useId();
  const shape: Record<string, ReactNode> = {
    fruit: <circle cx="12" cy="12" r="4" />,
    waves: <path d="M0 14 q6 -6 12 0 t12 0" fill="none" stroke={palette.accent} strokeWidth="2" />,
    skyline: <path d="M2 24 v-10 h5 v-6 h4 v16 z M14 24 v-14 h6 v14 z" />,
    pyramid: <path d="M12 4 l9 16 h-18 z" />,
    flame: <path d="M12 3 c5 6 7 10 4 15 a5 5 0 0 1 -8 0 c-2 -4 1 -6 2 -9 c1 2 2 3 2 -6 z" />,
  };
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 size-full opacity-15">
      <defs>
        <pattern id={id} width="24" height="24" patternUnits="userSpaceOnUse">
          <g fill={palette.accent}>{shape[palette.motif] ?? shape.fruit}</g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** Colours of the artwork that are the symbol's own (a lemon is yellow in every theme). */
const art = {
  red: '#e53935',
  deepRed: '#b71c1c',
  green: '#43a047',
  leaf: '#2e7d32',
  yellow: '#fdd835',
  orange: '#fb8c00',
  purple: '#8e24aa',
  violet: '#6a1b9a',
  gold: '#ffc107',
  darkGold: '#b8860b',
  white: '#fafafa',
  pink: '#f06292',
  teal: '#26a69a',
  blue: '#1e88e5',
  cyan: '#00e5ff',
  brown: '#6d4c41',
  steel: '#b0bec5',
  dark: '#263238',
} as const;

/** A cut gem in one colour (diamond, ruby, emerald, …). */
const gem = (color: string) => (
  <g>
    <path
      d="M14 24 L22 12 H42 L50 24 L32 54 Z"
      fill={color}
      stroke={art.white}
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path
      d="M14 24 H50 M22 12 L28 24 L32 54 L36 24 L42 12"
      fill="none"
      stroke={art.white}
      strokeOpacity="0.6"
      strokeWidth="1.5"
    />
  </g>
);

/** A playing-card letter in a colour of its own, outlined in the theme's accent. */
const letter = (text: string, color: string, accent: string) => (
  <text
    x="32"
    y="47"
    textAnchor="middle"
    fontSize="42"
    fontWeight="900"
    fill={color}
    stroke={accent}
    strokeWidth="2"
    paintOrder="stroke"
  >
    {text}
  </text>
);

/** The artwork of each symbol id, drawn in a 64 × 64 box. */
function drawing(symbol: SlotSymbol, theme: SlotTheme, wildText: string): ReactNode {
  const { accent, ink, background } = theme.palette;
  switch (symbol.id) {
    case 'wild':
      return (
        <g>
          <path
            d="M32 3 L38 14 L50 9 L48 22 L61 26 L51 35 L58 46 L45 47 L42 60 L32 52 L22 60 L19 47 L6 46 L13 35 L3 26 L16 22 L14 9 L26 14 Z"
            fill={accent}
            stroke={ink}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <rect x="8" y="25" width="48" height="15" rx="3" fill={background} />
          <text x="32" y="37" textAnchor="middle" fontSize="12" fontWeight="900" fill={ink} letterSpacing="1">
            {wildText}
          </text>
        </g>
      );
    case 'scatter':
      return scatterArt(theme);
    case 'seven':
      return letter('7', art.red, accent);
    case 'bell':
      return (
        <g>
          <path
            d="M32 8 C20 8 18 22 18 34 L12 44 H52 L46 34 C46 22 44 8 32 8 Z"
            fill={art.gold}
            stroke={art.darkGold}
            strokeWidth="2"
          />
          <circle cx="32" cy="49" r="5" fill={art.darkGold} />
          <path
            d="M24 18 C22 24 22 30 22 34"
            stroke={art.white}
            strokeOpacity="0.6"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'melon':
      return (
        <g>
          <path d="M6 26 A26 26 0 0 0 58 26 Z" fill={art.green} />
          <path d="M11 26 A21 21 0 0 0 53 26 Z" fill={art.red} />
          {[20, 28, 36, 44].map((x, i) => (
            <ellipse key={x} cx={x} cy={i % 2 ? 36 : 32} rx="1.6" ry="2.6" fill={art.dark} />
          ))}
        </g>
      );
    case 'grape':
      return (
        <g fill={art.violet} stroke={art.purple} strokeWidth="1.5">
          <path d="M32 14 C34 8 40 6 44 8" stroke={art.leaf} strokeWidth="3" fill="none" />
          {[
            [22, 20],
            [32, 20],
            [42, 20],
            [27, 29],
            [37, 29],
            [22, 38],
            [32, 38],
            [42, 38],
            [27, 47],
            [37, 47],
            [32, 55],
          ].map(([x, y]) => (
            <circle key={`${x}:${y}`} cx={x} cy={y} r="6" />
          ))}
        </g>
      );
    case 'plum':
      return (
        <g>
          <path d="M32 14 C32 10 34 6 38 5" stroke={art.brown} strokeWidth="3" fill="none" strokeLinecap="round" />
          <ellipse cx="32" cy="36" rx="17" ry="20" fill={art.purple} />
          <path d="M32 17 C28 28 28 44 32 55" stroke={art.violet} strokeWidth="2" fill="none" />
          <ellipse cx="24" cy="28" rx="4" ry="7" fill={art.white} opacity="0.35" />
        </g>
      );
    case 'orange':
      return (
        <g>
          <circle cx="32" cy="35" r="20" fill={art.orange} />
          <ellipse cx="38" cy="14" rx="8" ry="4" fill={art.leaf} transform="rotate(-20 38 14)" />
          <circle cx="25" cy="28" r="4" fill={art.white} opacity="0.35" />
        </g>
      );
    case 'lemon':
      return (
        <g>
          <ellipse cx="32" cy="33" rx="22" ry="15" fill={art.yellow} transform="rotate(-20 32 33)" />
          <circle cx="12" cy="41" r="3" fill={art.yellow} />
          <circle cx="52" cy="25" r="3" fill={art.yellow} />
          <ellipse cx="26" cy="30" rx="6" ry="3" fill={art.white} opacity="0.4" transform="rotate(-20 26 30)" />
        </g>
      );
    case 'cherry':
      return (
        <g>
          <path
            d="M22 40 C24 26 30 16 40 10 M42 42 C40 28 40 18 40 10"
            stroke={art.leaf}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
          <ellipse cx="47" cy="12" rx="8" ry="4" fill={art.green} transform="rotate(20 47 12)" />
          <circle cx="21" cy="46" r="11" fill={art.red} />
          <circle cx="43" cy="47" r="11" fill={art.deepRed} />
          <circle cx="17" cy="42" r="3" fill={art.white} opacity="0.5" />
        </g>
      );
    case 'pearl':
      return (
        <g>
          <path d="M8 44 C8 28 56 28 56 44 C56 54 8 54 8 44 Z" fill={art.pink} opacity="0.8" />
          <circle cx="32" cy="34" r="14" fill={art.white} />
          <circle cx="27" cy="29" r="4" fill={accent} opacity="0.6" />
        </g>
      );
    case 'seahorse':
      return (
        <path
          d="M36 8 C26 8 24 18 30 22 C20 26 22 40 30 44 C36 47 34 56 26 54 M36 8 C44 10 46 16 40 18 L46 20"
          fill="none"
          stroke={art.orange}
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'turtle':
      return (
        <g>
          <circle cx="52" cy="32" r="6" fill={art.green} />
          {[
            [18, 18],
            [42, 18],
            [18, 46],
            [42, 46],
          ].map(([x, y]) => (
            <ellipse key={`${x}:${y}`} cx={x} cy={y} rx="7" ry="4" fill={art.green} />
          ))}
          <ellipse cx="30" cy="32" rx="18" ry="15" fill={art.leaf} stroke={art.yellow} strokeWidth="2" />
          <path d="M30 20 L38 26 L38 38 L30 44 L22 38 L22 26 Z" fill="none" stroke={art.yellow} strokeWidth="2" />
        </g>
      );
    case 'starfish':
      return (
        <path
          d="M32 6 L38 24 L58 24 L42 36 L48 56 L32 44 L16 56 L22 36 L6 24 L26 24 Z"
          fill={art.orange}
          stroke={art.yellow}
          strokeWidth="3"
          strokeLinejoin="round"
        />
      );
    case 'shell':
      return (
        <g>
          <path
            d="M32 54 L8 28 A26 26 0 0 1 56 28 Z"
            fill={art.pink}
            stroke={art.white}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M32 54 L20 12 M32 54 L32 8 M32 54 L44 12 M32 54 L12 22 M32 54 L52 22"
            stroke={art.white}
            strokeWidth="1.5"
          />
        </g>
      );
    case 'coral':
      return (
        <path
          d="M32 58 V30 M32 40 L20 28 V14 M20 28 L12 22 M32 34 L44 22 V10 M44 22 L52 18 M32 46 L46 38"
          fill="none"
          stroke={art.pink}
          strokeWidth="5"
          strokeLinecap="round"
        />
      );
    case 'kelp':
      return (
        <path
          d="M22 58 C14 46 30 38 22 26 C16 18 24 10 24 6 M38 58 C46 46 32 36 42 24 C48 16 40 10 42 6"
          fill="none"
          stroke={art.green}
          strokeWidth="6"
          strokeLinecap="round"
        />
      );
    case 'bubble':
      return (
        <g fill="none" stroke={accent} strokeWidth="3">
          <circle cx="28" cy="36" r="16" />
          <circle cx="48" cy="16" r="8" />
          <circle cx="48" cy="46" r="5" />
          <path d="M20 30 A9 9 0 0 1 28 25" stroke={ink} />
        </g>
      );
    case 'diamond':
      return gem(art.cyan);
    case 'crown':
      return (
        <g>
          <path
            d="M8 46 L10 18 L22 32 L32 12 L42 32 L54 18 L56 46 Z"
            fill={art.gold}
            stroke={accent}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <rect x="8" y="46" width="48" height="8" rx="2" fill={art.darkGold} />
          <circle cx="32" cy="38" r="4" fill={art.red} />
        </g>
      );
    case 'cocktail':
      return (
        <g>
          <path d="M10 12 H54 L32 36 Z" fill={accent} stroke={ink} strokeWidth="2" strokeLinejoin="round" />
          <path d="M32 36 V54 M22 56 H42" stroke={ink} strokeWidth="3" strokeLinecap="round" />
          <path d="M40 6 L30 22" stroke={art.yellow} strokeWidth="2" />
          <circle cx="30" cy="22" r="4" fill={art.green} />
        </g>
      );
    case 'dice':
      return (
        <g>
          <rect x="10" y="10" width="44" height="44" rx="9" fill={art.white} stroke={accent} strokeWidth="3" />
          {[
            [21, 21],
            [43, 21],
            [32, 32],
            [21, 43],
            [43, 43],
          ].map(([x, y]) => (
            <circle key={`${x}:${y}`} cx={x} cy={y} r="4" fill={art.dark} />
          ))}
        </g>
      );
    case 'ace':
      return letter(symbol.name, art.red, accent);
    case 'king':
      return letter(symbol.name, art.blue, accent);
    case 'queen':
      return letter(symbol.name, art.purple, accent);
    case 'jack':
      return letter(symbol.name, art.teal, accent);
    case 'pharaoh':
      return (
        <g>
          <path d="M32 6 L12 20 L10 56 H54 L52 20 Z" fill={art.blue} />
          <path d="M14 28 H50 M13 38 H51 M12 48 H52" stroke={art.gold} strokeWidth="4" />
          <ellipse cx="32" cy="32" rx="11" ry="14" fill={art.gold} />
          <path
            d="M27 30 H30 M34 30 H37 M32 32 V37 M28 41 H36"
            stroke={art.dark}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      );
    case 'scarab':
      return (
        <g>
          <path
            d="M18 24 L8 18 M18 34 L6 34 M18 44 L8 50 M46 24 L56 18 M46 34 L58 34 M46 44 L56 50"
            stroke={art.teal}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="32" cy="14" r="7" fill={art.teal} />
          <ellipse cx="32" cy="36" rx="15" ry="19" fill={art.teal} stroke={art.gold} strokeWidth="2" />
          <path d="M32 18 V55" stroke={art.gold} strokeWidth="2" />
        </g>
      );
    case 'ankh':
      return (
        <path
          d="M32 30 C22 22 22 6 32 6 C42 6 42 22 32 30 Z M14 32 H50 M32 32 V58"
          fill="none"
          stroke={art.gold}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'eye':
      return (
        <g fill="none" stroke={art.blue} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M8 26 C20 12 44 12 56 26 C44 36 20 36 8 26 Z" fill={art.white} />
          <circle cx="32" cy="25" r="7" fill={art.blue} />
          <path d="M12 14 C24 6 40 6 54 12" />
          <path d="M28 34 L26 52 M36 33 C40 42 46 48 50 44" />
        </g>
      );
    case 'gold':
      return (
        <g stroke={art.darkGold} strokeWidth="1.5" fill={art.gold}>
          {[
            [32, 50, 24],
            [22, 42, 12],
            [42, 42, 12],
            [32, 34, 14],
            [26, 24, 8],
            [38, 24, 8],
          ].map(([x, y, rx]) => (
            <ellipse key={`${x}:${y}`} cx={x} cy={y} rx={rx} ry="6" />
          ))}
        </g>
      );
    case 'sword':
      return (
        <g strokeLinecap="round">
          <path d="M32 4 L37 12 V40 H27 V12 Z" fill={art.steel} stroke={art.white} strokeWidth="1.5" />
          <path d="M18 42 H46" stroke={art.gold} strokeWidth="6" />
          <path d="M32 46 V56" stroke={art.brown} strokeWidth="6" />
          <circle cx="32" cy="59" r="3.5" fill={art.gold} />
        </g>
      );
    case 'shield':
      return (
        <g>
          <path
            d="M32 6 L54 14 C54 36 46 50 32 58 C18 50 10 36 10 14 Z"
            fill={art.deepRed}
            stroke={art.gold}
            strokeWidth="3"
          />
          <path d="M32 12 V52 M16 28 H48" stroke={art.gold} strokeWidth="4" />
        </g>
      );
    case 'goblet':
      return (
        <g>
          <path
            d="M14 8 H50 C50 26 42 34 32 34 C22 34 14 26 14 8 Z"
            fill={art.gold}
            stroke={art.darkGold}
            strokeWidth="2"
          />
          <path d="M32 34 V50" stroke={art.darkGold} strokeWidth="5" />
          <path d="M18 56 C18 50 46 50 46 56 Z" fill={art.gold} stroke={art.darkGold} strokeWidth="2" />
          <circle cx="32" cy="20" r="4" fill={art.red} />
        </g>
      );
    case 'ruby':
      return gem(art.red);
    case 'emerald':
      return gem(art.green);
    case 'sapphire':
      return gem(art.blue);
    case 'amethyst':
      return gem(art.purple);
    default:
      return letter(symbol.name.slice(0, 1), ink, accent);
  }
}

/** Each theme's scatter, which pays anywhere and opens the free spins. */
function scatterArt(theme: SlotTheme): ReactNode {
  const { accent, ink } = theme.palette;
  switch (theme.palette.motif) {
    case 'waves':
      return (
        <g>
          <path d="M6 40 C6 16 58 16 58 40 Z" fill={art.pink} stroke={ink} strokeWidth="2" />
          <path d="M6 40 C10 52 54 52 58 40" fill={art.pink} stroke={ink} strokeWidth="2" />
          <path d="M32 40 L16 24 M32 40 L32 18 M32 40 L48 24" stroke={ink} strokeWidth="1.5" />
          <circle cx="32" cy="44" r="5" fill={art.white} />
        </g>
      );
    case 'skyline':
      return (
        <g>
          <path d="M32 2 V10" stroke={ink} strokeWidth="2" />
          <circle cx="32" cy="34" r="22" fill={accent} stroke={ink} strokeWidth="2" />
          <path
            d="M10 34 H54 M14 22 H50 M14 46 H50 M32 12 V56 M20 16 C14 28 14 40 20 52 M44 16 C50 28 50 40 44 52"
            stroke={ink}
            strokeWidth="1.5"
            fill="none"
          />
        </g>
      );
    case 'pyramid':
      return (
        <g>
          <path d="M32 6 L60 56 H4 Z" fill={accent} stroke={ink} strokeWidth="2" strokeLinejoin="round" />
          <path d="M32 6 L38 56 M14 38 H50 M22 22 H42" stroke={art.darkGold} strokeWidth="2" />
        </g>
      );
    case 'flame':
      return (
        <g>
          <ellipse cx="32" cy="34" rx="19" ry="25" fill={art.green} stroke={accent} strokeWidth="3" />
          {[
            [24, 24],
            [40, 30],
            [28, 44],
            [42, 48],
          ].map(([x, y]) => (
            <circle key={`${x}:${y}`} cx={x} cy={y} r="4" fill={accent} />
          ))}
        </g>
      );
    default:
      return (
        <g>
          <path
            d="M32 4 L39 23 L59 24 L43 37 L49 58 L32 46 L15 58 L21 37 L5 24 L25 23 Z"
            fill={accent}
            stroke={ink}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="32" cy="32" r="6" fill={ink} />
        </g>
      );
  }
}

/** A symbol's artwork: an image named after the symbol when `label` is given, decoration otherwise. */
export function SymbolArt(props: {
  theme: SlotTheme;
  symbol: SlotSymbol | undefined;
  label?: string;
  wildText: string;
}) {
  const { theme, symbol, label } = props;
  const picture = symbol ? drawing(symbol, theme, props.wildText) : null;
  return label === undefined ? (
    <svg viewBox="0 0 64 64" className="block size-full" focusable="false" aria-hidden="true">
      {picture}
    </svg>
  ) : (
    <svg viewBox="0 0 64 64" className="block size-full" focusable="false" role="img" aria-label={label}>
      {picture}
    </svg>
  );
}
