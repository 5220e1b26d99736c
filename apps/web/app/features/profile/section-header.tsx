import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';

/** Document title, heading and intro of one profile page, from the profile (or limits) messages. */
export function SectionHeader(props: { title: string; intro: string; actions?: ReactNode }) {
  const { t } = useI18n();
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <title>{t('pages.documentTitle', { page: props.title, brand })}</title>
      <div className="flex max-w-2xl flex-col gap-1.5">
        <h1 className="font-semibold text-3xl tracking-tight">{props.title}</h1>
        <p className="text-muted">{props.intro}</p>
      </div>
      {props.actions}
    </header>
  );
}

/** A titled card on a profile page. */
export function Panel(props: { title?: string; id?: string; children: ReactNode; tone?: 'default' | 'warning' }) {
  const border = props.tone === 'warning' ? 'border-warning/50' : 'border-line';
  return (
    <section
      id={props.id}
      aria-labelledby={props.title && props.id ? `${props.id}-title` : undefined}
      className={`flex scroll-mt-24 flex-col gap-4 rounded-card border ${border} bg-surface p-5 sm:p-6`}
    >
      {props.title ? (
        <h2 id={props.id ? `${props.id}-title` : undefined} className="font-semibold text-lg text-text">
          {props.title}
        </h2>
      ) : null}
      {props.children}
    </section>
  );
}
