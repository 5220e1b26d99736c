import { requireGuest } from '../features/session/route-access.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/login';

/** Guests only (spec 01 §6): a logged-in player is sent home. */
export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return null;
}

export default function Page() {
  return (
    <PageFrame name="login" inCard>
      <AuthAlternative textKey="pages.login.noAccount" linkKey="pages.login.signUpLink" to="/sign-up" />
      <AuthAlternative textKey="pages.login.forgotQuestion" linkKey="pages.login.forgotLink" to="/forgot-password" />
    </PageFrame>
  );
}
