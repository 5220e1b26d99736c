import { Outlet } from 'react-router';
import { DefaultShell } from '../../features/layout/default-shell.tsx';
import { ErrorPage } from '../../features/layout/error-page.tsx';
import { withRouteMessages } from '../../i18n/route-messages.server.ts';

/**
 * The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks), less
 * those of its player parts, which the root sends with a session (root.tsx, playerNamespaces).
 */
const messageNamespaces = ['pwa'];

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

/** Page errors (unknown slug, failed load) render inside the shell so the visitor can navigate on. */
export function ErrorBoundary() {
  return (
    <DefaultShell>
      <ErrorPage />
    </DefaultShell>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
