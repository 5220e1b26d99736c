import { requireFeature } from '../features/session/route-access.server.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/sports';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages'];

/** Hidden (404) while the feature is off or not configured (spec 01 §2, §6). */
function pageLoader(args: Route.LoaderArgs) {
  requireFeature(args, 'sports');
  return null;
}

export default function Page() {
  return <PageFrame name="sports" />;
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
