import { playerProfileSchema } from '@croupier/contracts/player';
import { displayName } from '@croupier/i18n/display-name';
import { Button } from '@croupier/ui/button';
import { Outlet } from 'react-router';
import { playerGet } from '../features/profile/player-api.server.ts';
import { ProfileMenu } from '../features/profile/profile-menu.tsx';
import type { ProfileOutlet } from '../features/profile/profile-outlet.ts';
import { requirePlayer } from '../features/session/route-access.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { Icon } from '../ui/icon.tsx';
import { useModals } from '../ui/modal/modal-context.ts';
import type { Route } from './+types/profile';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['profile'];

/** Login required for the profile and every child (spec 01 §6); the parent's guard covers them all. */
async function pageLoader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return { profile: await playerGet(args, '/api/player/profile', playerProfileSchema) };
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const modals = useModals();
  const { profile } = loaderData;
  const outlet: ProfileOutlet = { profile };
  return (
    <div className="flex flex-col gap-6 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:items-start md:gap-8">
      <aside className="flex flex-col gap-3 md:sticky md:top-24">
        <div className="flex items-center justify-between gap-3 md:px-3">
          <p className="truncate font-semibold text-text">{displayName(profile, t('profile.unknownName'))}</p>
          <Button
            onClick={() => modals.open('profile-manager')}
            variant="secondary"
            size="sm"
            className="px-3 font-medium text-muted hover:text-text md:hidden"
          >
            <Icon name="menu" className="size-4" />
            {t('profile.menu.open')}
          </Button>
        </div>
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ProfileMenu layout="side" />
        </div>
      </aside>
      <div className="min-w-0">
        <Outlet context={outlet} />
      </div>
    </div>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
