import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';

/**
 * The brand mark (a stylised chip, drawn inline) and the brand name from layout content. `compact`: the name
 * only from the small breakpoint up, where a phone's top bar needs the room for both account buttons in every
 * language.
 */
export function BrandLogo(props: { compact?: boolean }) {
  const { t, path } = useI18n();
  const name = useRootData()?.layout?.brand.name ?? t('layout.brand');
  return (
    <Link
      to={path('/')}
      className="flex shrink-0 items-center gap-2.5 rounded-control font-semibold tracking-tight text-text"
      aria-label={t('layout.homeLink', { brand: name })}
    >
      <BrandMark />
      <span className={props.compact ? 'hidden text-lg sm:inline' : 'text-lg'}>{name}</span>
    </Link>
  );
}

export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <circle cx="16" cy="16" r="15" className="fill-accent" />
      <circle
        cx="16"
        cy="16"
        r="10.5"
        className="fill-none stroke-on-accent"
        strokeWidth="1.5"
        strokeDasharray="3.3 2.2"
      />
      <path d="M16 9.5 20.5 16 16 22.5 11.5 16Z" className="fill-on-accent" />
    </svg>
  );
}
