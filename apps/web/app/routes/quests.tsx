import { QuestBoard } from '../features/quests/quest-board.tsx';
import { requireQuestsAccess } from '../features/session/route-access.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/quests';

/**
 * 404 while questsEnabled is off; a logged-out visitor goes to the localized sign-up (spec 01 §2). The player's
 * quests load in the browser, where the session and the live channel are.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireQuestsAccess(args);
  return null;
}

export default function Page() {
  return (
    <PageFrame name="quests">
      <QuestBoard />
    </PageFrame>
  );
}
