import type { LayoutDocument } from '@croupier/contracts/content';
import { Icon } from '../../ui/icon.tsx';
import { SiteLink } from '../../ui/site-link.tsx';

const itemClass =
  'group flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-muted transition-colors duration-quick hover:bg-raised hover:text-text aria-[current=page]:bg-raised aria-[current=page]:text-text';

/**
 * The lobby sections of the drawer, from layout content; compact shows icons with their names as tooltips.
 * A section is headed, not named: a named section is a landmark, and "Casino" here would repeat the
 * landmark of the /casino page itself (axe landmark-unique).
 */
export function DrawerMenu(props: {
  sections: LayoutDocument['drawerMenu'];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2
            className={
              props.compact ? 'sr-only' : 'px-3 pb-1.5 text-xs font-semibold uppercase tracking-widest text-subtle'
            }
          >
            {section.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <li key={`${item.to}-${item.label}`}>
                <SiteLink
                  to={item.to}
                  className={props.compact ? `${itemClass} justify-center px-0` : itemClass}
                  title={props.compact ? item.label : undefined}
                  onClick={props.onNavigate}
                >
                  <Icon
                    name={item.icon}
                    className="size-5 shrink-0 text-subtle transition-colors duration-quick group-hover:text-accent group-aria-[current=page]:text-accent"
                  />
                  <span className={props.compact ? 'sr-only' : 'truncate'}>{item.label}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
