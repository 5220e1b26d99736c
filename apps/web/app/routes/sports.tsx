import { requireFeature } from '../features/session/route-access.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/sports';

/** Hidden (404) while the feature is off or not configured (spec 01 §2, §6). */
export function loader(args: Route.LoaderArgs) {
  requireFeature(args, 'sports');
  return null;
}

export default function Page() {
  return <PageFrame name="sports" />;
}
