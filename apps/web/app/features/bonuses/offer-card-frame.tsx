import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The frame bonus and free-spin cards share: an article named by its title, the kind's icon, the status
 * badge, the name and the headline figure; the card's own lines and actions follow as children.
 */
export function OfferCardFrame(props: {
  testId: string;
  titleId: string;
  name: string;
  status: number;
  active: boolean;
  icon: { name: IconName; tone: 'accent' | 'cool' };
  headline: ReactNode;
  children: ReactNode;
}) {
  const tone = props.icon.tone === 'accent' ? 'bg-accent/15 text-accent' : 'bg-cool/15 text-cool';
  return (
    <article
      aria-labelledby={props.titleId}
      data-testid={props.testId}
      className={`flex flex-col gap-4 rounded-card border bg-surface p-5 ${props.active ? 'border-success/50' : 'border-line'}`}
    >
      <header className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <span className={`grid size-10 shrink-0 place-items-center rounded-full ${tone}`}>
            <Icon name={props.icon.name} className="size-5" />
          </span>
          <StatusBadge status={props.status} />
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={props.titleId} className="font-semibold text-text leading-snug">
            {props.name}
          </h3>
          {props.headline}
        </div>
      </header>
      {props.children}
    </article>
  );
}
