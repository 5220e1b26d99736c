import { useMatches } from 'react-router';
import { NewBuildToast } from '../build-version/new-build-toast.tsx';
import { SupportChatHost } from '../support/support-chat-host.tsx';
import NavigationProgress from './navigation-progress.tsx';
import ReturnToGame from './return-to-game.tsx';
import RoutePreload from './route-preload.tsx';

/** The default layout's route id, with or without a locale prefix (routes.ts): the pages with support links. */
const isDefaultLayout = (id: string) => id === 'layout-default' || id.endsWith('-layout-default');

/** What DeferredShell loads after hydration, as one chunk. */
export default function ShellExtras(props: { loggedIn: boolean; buildId: string }) {
  const withChat = useMatches().some((match) => isDefaultLayout(match.id));
  return (
    <>
      <NewBuildToast buildId={props.buildId} />
      <RoutePreload />
      <NavigationProgress />
      <ReturnToGame loggedIn={props.loggedIn} />
      {withChat ? <SupportChatHost /> : null}
    </>
  );
}
