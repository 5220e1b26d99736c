import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

// Their words are in the shell's own namespace (layout), so they bring none.
const ShellExtras = lazyWithMessages([], () => import('./shell-extras.tsx'));

/**
 * The parts of the shell with nothing to do before the page is interactive (the route preloader, the
 * navigation preloader, the way back to a game, the support chat's 4 s timer, the new-build toast) arrive after hydration, in a
 * chunk of their own: every page's first-load JavaScript is budgeted (docs/performance.md).
 */
export function DeferredShell(props: { loggedIn: boolean; buildId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ShellExtras loggedIn={props.loggedIn} buildId={props.buildId} />
    </Suspense>
  );
}
