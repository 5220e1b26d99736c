import NavigationProgress from './navigation-progress.tsx';
import ReturnToGame from './return-to-game.tsx';
import RoutePreload from './route-preload.tsx';

/** What DeferredShell loads after hydration, as one chunk. */
export default function ShellExtras(props: { loggedIn: boolean }) {
  return (
    <>
      <RoutePreload />
      <NavigationProgress />
      <ReturnToGame loggedIn={props.loggedIn} />
    </>
  );
}
