import { requireGuest } from '../features/session/route-access.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/reset-password';

/** Guests only (spec 01 §6): a logged-in player is sent home. */
export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

export default function Page() {
  return (
    <PageFrame name="resetPassword" inCard>
      <AuthAlternative textKey="pages.resetPassword.remembered" linkKey="pages.resetPassword.logInLink" to="/login" />
    </PageFrame>
  );
}
