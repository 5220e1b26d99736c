import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/** The signed-out pages' frame: the back office's name and one card, centred. */
export function AuthCard(props: { title: string; intro: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <title>{props.title}</title>
      <div className="flex w-full max-w-md flex-col gap-6 rounded-card border border-line bg-surface p-6 shadow-raised md:p-8">
        <p className="font-semibold text-muted text-sm uppercase tracking-wider">{t('layout.brand')}</p>
        <div className="flex flex-col gap-2">
          <h1 className="font-semibold text-2xl tracking-tight">{props.title}</h1>
          <p className="text-muted">{props.intro}</p>
        </div>
        {props.children}
      </div>
    </main>
  );
}
