import { BonusBoard } from '../features/bonuses/bonus-board.tsx';
import { requirePlayer } from '../features/session/route-access.server.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/bonuses';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['bonuses', 'pages'];

/** Login required (spec 01 §6). The lists load in the browser: their page size follows its width. */
async function pageLoader(args: Route.LoaderArgs) {
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

export const loader = withRouteMessages(messageNamespaces, pageLoader);
