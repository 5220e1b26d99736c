import { createBrowserRouter } from 'react-router';
import { AdminLayout, SessionPending, sessionLoader } from './shell/admin-layout.tsx';
import { adminPages } from './shell/pages.ts';
import { RouteError } from './shell/route-error.tsx';

/**
 * The back office's routes. Each page's code loads when it is first opened; the session loader guards every
 * page but sign-in and enrolment, and the layout shows a page only to a role that may open it.
 */
export const adminRouter = createBrowserRouter(
  [
    { path: 'sign-in', lazy: async () => ({ Component: (await import('./features/session/sign-in.tsx')).SignIn }) },
    {
      path: 'enrol',
      lazy: async () => ({ Component: (await import('./features/session/enrolment.tsx')).Enrolment }),
    },
    {
      id: 'session',
      path: '/',
      loader: sessionLoader,
      Component: AdminLayout,
      HydrateFallback: SessionPending,
      ErrorBoundary: RouteError,
      children: adminPages.map((page) => ({
        ...(page.path ? { path: page.path } : { index: true }),
        handle: page,
        lazy: async () => ({ Component: await page.load() }),
      })),
    },
  ],
  { basename: '/admin' },
);
