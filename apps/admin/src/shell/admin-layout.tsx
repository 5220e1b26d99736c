import { Button } from '@croupier/ui/button';
import { NavLink, Outlet, redirect, useMatches, useNavigate } from 'react-router';
import { fetchMe, useMe } from '../features/session/session.ts';
import { type MessageKey, useI18n } from '../i18n/i18n.tsx';
import { ApiError, adminApi, rememberCsrfToken } from '../platform/api.ts';
import { PageHeading } from './page-heading.tsx';
import { type AdminPage, adminPages, mayOpen } from './pages.ts';

export async function sessionLoader() {
  try {
    return await fetchMe();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/sign-in');
    throw error;
  }
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-control px-3 text-sm font-medium transition-colors duration-quick ${
    isActive ? 'bg-raised text-text' : 'text-muted hover:bg-raised hover:text-text'
  }`;

/** The back office's frame: no player-site shell, a side navigation of what this staff member may do. */
export function AdminLayout() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const visible = adminPages.filter((page) => page.listed !== false && mayOpen(page, me.permissions));
  const current = useMatches().at(-1)?.handle as AdminPage | undefined;

  async function signOut(everywhere: boolean) {
    // A session the server already ended (idle, or signed out elsewhere) refuses the call: the staff member is
    // signed out either way.
    await adminApi(everywhere ? '/session/sign-out-everywhere' : '/session/sign-out', { method: 'POST' }).catch(
      () => undefined,
    );
    rememberCsrfToken(undefined);
    navigate('/sign-in', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded-control focus:bg-raised focus:p-2"
      >
        {t('layout.skip')}
      </a>
      <aside className="flex shrink-0 flex-col gap-6 border-line border-b bg-surface p-4 md:w-60 md:border-r md:border-b-0">
        <p className="font-semibold text-lg">{t('layout.brand')}</p>
        <nav aria-label={t('layout.navigation')}>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {visible.map((page) => (
              <li key={page.path}>
                <NavLink to={`/${page.path}`} end={page.path === ''} className={linkClass}>
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-2 text-sm">
          <p className="text-muted">
            {t('layout.signedInAs', { name: me.staff.name || me.staff.email })}
            <br />
            <span className="text-subtle">
              {me.staff.roles.map((role) => t(`roles.${role}` as MessageKey)).join(', ')}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => signOut(false)}>
            {t('layout.signOut')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => signOut(true)}>
            {t('layout.signOutEverywhere')}
          </Button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {!current || mayOpen(current, me.permissions) ? (
          <Outlet />
        ) : (
          <>
            <PageHeading title={t('errors.title')} />
            <p role="alert" className="rounded-card border border-line bg-surface p-6 text-muted">
              {t('errors.forbiddenPage')}
            </p>
          </>
        )}
      </main>
    </div>
  );
}

/** While the session is read on the first load: the frame's background, and a status for screen readers. */
export function SessionPending() {
  const { t } = useI18n();
  return (
    <p role="status" className="p-8 text-muted">
      {t('common.loading')}
    </p>
  );
}
