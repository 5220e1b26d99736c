import { requirePlayer } from '../features/session/route-access.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/favorites';

/** Login required (spec 01 §6). */
export async function loader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return null;
}

export default function Page() {
  return <PageFrame name="favorites" />;
}
