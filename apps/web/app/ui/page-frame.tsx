import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useRootData } from '../platform/root-data.ts';

/**
 * A page's frame: document title, heading and intro line from the "pages" messages
 * (`pages.<name>.title`, `pages.<name>.intro`), then the page's own content.
 */
export function PageFrame(props: { name: string; children?: ReactNode; heading?: string; inCard?: boolean }) {
  const { t } = useI18n();
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  const title = props.heading ?? t(`pages.${props.name}.title`);
  return (
    <main className="flex flex-col gap-6">
      <title>{t('pages.documentTitle', { page: title, brand })}</title>
      <header className="flex flex-col gap-2">
        <h1
          className={
            props.inCard ? 'text-2xl font-semibold tracking-tight' : 'text-3xl font-semibold tracking-tight md:text-4xl'
          }
        >
          {title}
        </h1>
        <p className="max-w-2xl text-muted">{t(`pages.${props.name}.intro`)}</p>
      </header>
      {props.children}
    </main>
  );
}
