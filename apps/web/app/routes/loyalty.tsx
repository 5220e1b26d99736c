import { LoyaltyBoard } from '../features/loyalty/loyalty-board.tsx';
import { requireFeature } from '../features/session/route-access.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/loyalty';

/** Hidden (404) while the feature is off or not configured (spec 01 §2, §6). The lists load in the browser. */
export function loader(args: Route.LoaderArgs) {
  requireFeature(args, 'loyalty');
  return null;
}

export default function Page() {
  return (
    <PageFrame name="loyalty">
      <LoyaltyBoard />
    </PageFrame>
  );
}
