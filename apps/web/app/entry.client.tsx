import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnStaleChunk } from './features/build-version/stale-chunk.ts';
import { installErrorReports, reportThrown } from './platform/error-reports.ts';

// First: errors of the stale-chunk handling and of hydration are reported too (decision 0151).
installErrorReports(window);

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
    {
      // A part of the page an error boundary replaced: the player saw an error page, the operator should know.
      // (Recoverable errors, such as markup the client had to render again, reach window's error event already.)
      onCaughtError: (error) => {
        console.error(error);
        reportThrown('exception', error);
      },
    },
  );
});
