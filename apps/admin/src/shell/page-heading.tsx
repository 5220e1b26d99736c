import type { ReactNode } from 'react';

/** A back-office page's title (also the document's) and its one-line purpose. */
export function PageHeading(props: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{props.title}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{props.title}</h1>
        {props.intro ? <p className="text-muted">{props.intro}</p> : null}
      </div>
      {props.children}
    </header>
  );
}
