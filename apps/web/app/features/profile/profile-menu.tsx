import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { profileLinks, selfExclusionLink } from '../navigation/profile-links.ts';

const linkClass =
  'flex min-h-11 items-center gap-3 whitespace-nowrap rounded-control px-3 text-sm font-medium text-muted transition-colors duration-quick hover:bg-raised hover:text-text aria-[current=page]:bg-raised aria-[current=page]:text-text';

/**
 * The profile sections as a side list on wide screens and a scrolling row of tabs on narrow ones.
 * `onNavigate` lets the profile-manager modal close itself when a link is chosen.
 */
export function ProfileMenu(props: { layout: 'side' | 'sheet'; onNavigate?: () => void }) {
  const { t, path } = useI18n();
  const documentsHidden = useRootData()?.publicConfig.documentsHidden ?? false;
  const links = profileLinks.filter((link) => !(documentsHidden && link.key === 'documents'));
  const list =
    props.layout === 'side' ? 'flex gap-1 overflow-x-auto md:flex-col md:overflow-visible' : 'flex flex-col gap-1';
  return (
    <nav aria-label={t(props.layout === 'side' ? 'profile.menu.label' : 'profile.menu.title')}>
      <ul className={list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={path(link.to)} className={linkClass} onClick={props.onNavigate}>
              <Icon name={link.icon} className="size-5 shrink-0" />
              {t(`profile.menu.${link.key}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink
            to={path(selfExclusionLink)}
            onClick={props.onNavigate}
            className="flex min-h-11 items-center gap-3 whitespace-nowrap rounded-control px-3 font-medium text-sm text-warning transition-colors duration-quick hover:bg-raised"
          >
            <Icon name="close" className="size-5 shrink-0" />
            {t('profile.menu.takeABreak')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
