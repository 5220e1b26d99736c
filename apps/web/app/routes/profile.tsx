import { NavLink, Outlet } from 'react-router';
import { requirePlayer } from '../features/session/route-access.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { Route } from './+types/profile';

/** Login required for the profile and every child (spec 01 §6); the parent's guard covers them all. */
export async function loader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return null;
}

const sections = [
  { to: '/profile/dashboard', key: 'profileDashboard' },
  { to: '/profile/account', key: 'profileAccount' },
  { to: '/profile/bonuses', key: 'profileBonuses' },
  { to: '/profile/history', key: 'profileHistory' },
  { to: '/profile/limits', key: 'profileLimits' },
  { to: '/profile/verification', key: 'profileVerification' },
] as const;

export default function ProfileLayout() {
  const { t, path } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t('pages.profile.sections')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-1.5">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={path(section.to)}
                className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-line px-4 text-sm font-medium text-muted transition-colors duration-quick hover:text-text aria-[current=page]:border-accent aria-[current=page]:text-text"
              >
                {t(`pages.${section.key}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
