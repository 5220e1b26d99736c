import { questionsDocument } from '@croupier/contracts/content';
import { buttonClass } from '@croupier/ui/button';
import { NavLink, Outlet, useParams } from 'react-router';
import { loadContent } from '../features/content/content-loader.server.ts';
import { pageMeta } from '../features/content/meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import type { Route } from './+types/questions';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['questions'];

async function pageLoader({ request, context }: Route.LoaderArgs) {
  const document = await loadContent({ request, context }, 'pages/questions', questionsDocument);
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.document);

/**
 * Spec 01 §2: moving between /questions and a topic does not reload the parent. Its document changes only
 * with the locale, which is a different URL prefix and a full load, so it never needs revalidating.
 */
export function shouldRevalidate() {
  return false;
}

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const { t, path } = useI18n();
  const { pageIdentity } = useParams();
  return (
    <main className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-text tracking-tight md:text-4xl">{document.title}</h1>
        <p className="max-w-2xl text-muted">{document.description}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <nav aria-label={t('questions.topics')} className="lg:sticky lg:top-24">
          <ul className="flex flex-col gap-2">
            {document.groups.map((group) => (
              <li key={group.identity}>
                {/* preventScrollReset: switching topics keeps the reader where they are (spec 01 §2). */}
                <NavLink
                  to={path(`/questions/${group.identity}`)}
                  preventScrollReset
                  className="group flex flex-col gap-1 rounded-card border border-line bg-surface p-4 transition-colors duration-quick hover:border-accent/50 hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:bg-raised"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-text">
                    {group.title}
                    <span
                      aria-hidden="true"
                      className="text-muted transition-transform duration-quick group-hover:translate-x-0.5"
                    >
                      →
                    </span>
                  </span>
                  <span className="text-muted text-sm">{group.summary}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {pageIdentity ? (
            <Outlet />
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-card border border-line border-dashed bg-surface/60 p-8">
              <h2 className="font-semibold text-text text-xl">{t('questions.pickTitle')}</h2>
              <p className="text-muted">{t('questions.pickText')}</p>
              <NavLink to={path('/contact')} className={buttonClass({ variant: 'secondary', className: 'mt-2' })}>
                {t('questions.contact')}
              </NavLink>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
