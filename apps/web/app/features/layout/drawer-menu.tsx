import type { LayoutDocument } from '@croupier/contracts/content';
import { Icon } from '../../ui/icon.tsx';
import { SiteLink } from '../../ui/site-link.tsx';

// The look is in app.css (`.drawer-item`, `.drawer-icon`): one name each instead of the utility lists per link.
const itemClass = 'group drawer-item';

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
          <h2 className={props.compact ? 'sr-only' : 'drawer-heading'}>{section.title}</h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => (
              <li key={`${item.to}-${item.label}`}>
                <SiteLink
                  to={item.to}
                  className={props.compact ? `${itemClass} justify-center px-0` : itemClass}
                  title={props.compact ? item.label : undefined}
                  onClick={props.onNavigate}
                >
                  <Icon name={item.icon} className="drawer-icon" />
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
