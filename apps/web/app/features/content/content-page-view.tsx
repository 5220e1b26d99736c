import type { PageDocument } from '@croupier/contracts/content';
import { useI18n } from '../../i18n/i18n.tsx';
import { ContentBlocks } from './blocks.tsx';

/** The shared reading layout of content and static pages. */
export function ContentPage({ document }: { document: PageDocument }) {
  const { t, tag } = useI18n();
  const updated = document.updatedAt ? new Date(document.updatedAt) : undefined;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3 border-line border-b pb-6">
        <h1 className="text-balance font-bold text-3xl text-text tracking-tight md:text-4xl">{document.title}</h1>
        <p className="text-lg text-muted">{document.description}</p>
        {updated && !Number.isNaN(updated.getTime()) ? (
          <p className="text-sm text-subtle">
            {t('questions.updated', {
              date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(updated),
            })}
          </p>
        ) : null}
      </header>
      <ContentBlocks blocks={document.blocks} />
    </main>
  );
}
