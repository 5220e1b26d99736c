import { QuestBoard } from '../features/quests/quest-board.tsx';
import { requireQuestsAccess } from '../features/session/route-access.server.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/quests';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'quests'];

/**
 * 404 while questsEnabled is off; a logged-out visitor goes to the localized sign-up (spec 01 §2). The player's
 * quests load in the browser, where the session and the live channel are.
 */
async function pageLoader(args: Route.LoaderArgs) {
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

export const loader = withRouteMessages(messageNamespaces, pageLoader);
