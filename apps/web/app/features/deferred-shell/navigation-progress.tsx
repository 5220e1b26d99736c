import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec 01 §9 (S1.9-22, S1.9-23): once the page is ready the preloader hides after 200 ms, and is gone after 500 ms. */
export const preloaderHideMs = 200;
export const preloaderRemoveMs = 500;

type Phase = 'gone' | 'loading' | 'hiding';

/**
 * The preloader: the server sends every page complete, so there is nothing to wait for on the first load;
 * between pages, while the next page's code and data arrive, a bar along the top says the click was heard.
 */
export default function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('gone');
  useEffect(() => {
    if (busy) {
      setPhase('loading');
      return;
    }
    const hide = window.setTimeout(() => setPhase((now) => (now === 'loading' ? 'hiding' : now)), preloaderHideMs);
    const remove = window.setTimeout(() => setPhase('gone'), preloaderRemoveMs);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(remove);
    };
  }, [busy]);
  if (phase === 'gone') return null;
  return (
    // Seen, not announced: outside every landmark, and a screen reader hears the new page's title instead.
    <div
      aria-hidden="true"
      data-testid="preloader"
      data-phase={phase}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[1100] h-1 overflow-hidden transition-opacity duration-300 ${
        phase === 'hiding' ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <div className="h-full w-1/3 animate-preloader rounded-full bg-cool motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
