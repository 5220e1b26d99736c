import { Children, type ReactNode } from 'react';

/** A titled list of cards; the last child (the pager) sits below the grid. */
export function ListSection(props: { id: string; title: string; count: number | undefined; children: ReactNode }) {
  const items = Children.toArray(props.children);
  const pager = items.pop();
  return (
    <section aria-labelledby={`${props.id}-title`} className="flex flex-col gap-4" data-testid={props.id}>
      <h2 id={`${props.id}-title`} className="flex items-baseline gap-2 font-semibold text-text text-xl">
        {props.title}
        {props.count !== undefined ? (
          <span className="tabular font-medium text-muted text-sm">{props.count}</span>
        ) : null}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">{items}</div>
      {pager}
    </section>
  );
}

/** Placeholders while the lists load, the size of a card, so nothing jumps. */
export function CardSkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-56 animate-pulse rounded-card border border-line bg-surface" />
      ))}
    </div>
  );
}
