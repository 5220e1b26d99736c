import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnStaleChunk } from './features/build-version/stale-chunk.ts';

// Before hydration: a route's own lazy chunks may be the first to fail after a deployment.
reloadOnStaleChunk({
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  sessionStorage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
