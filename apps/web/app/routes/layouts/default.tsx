import { Outlet } from 'react-router';
import { DefaultShell } from '../../features/layout/default-shell.tsx';
import { ErrorPage } from '../../features/layout/error-page.tsx';

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
