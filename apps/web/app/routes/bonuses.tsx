import { BonusBoard } from '../features/bonuses/bonus-board.tsx';
import { requirePlayer } from '../features/session/route-access.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/bonuses';

/** Login required (spec 01 §6). The lists load in the browser: their page size follows its width. */
export async function loader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return null;
}

export default function Page() {
  return (
    <PageFrame name="bonuses">
      <BonusBoard withCode />
    </PageFrame>
  );
}
