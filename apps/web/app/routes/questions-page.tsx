import { questionGroupDocument } from '@croupier/contracts/content';
import { buttonClass } from '@croupier/ui/button';
import { data, Link } from 'react-router';
import { isContentPath } from '../features/content/content-api.ts';
import { loadContent } from '../features/content/content-loader.server.ts';
import { pageMeta } from '../features/content/meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import type { Route } from './+types/questions-page';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['questions'];

async function pageLoader({ request, context, params }: Route.LoaderArgs) {
  if (!isContentPath(params.pageIdentity)) throw data(null, { status: 404 });
  const document = await loadContent(
    { request, context },
    `pages/questions/${params.pageIdentity}`,
    questionGroupDocument,
  );
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const parent = matches.find((match) => match?.id.endsWith('questions'))?.loaderData as
    | { document?: { description?: string } }
    | undefined;
  return pageMeta(
    matches,
    loaderData ? { title: loaderData.document.title, description: parent?.document?.description } : undefined,
  );
};

/** One help topic: each question is a native disclosure, keyboard- and screen-reader-friendly without JS. */
export default function QuestionsPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const { t, path } = useI18n();
  return (
    <section aria-labelledby="questions-topic" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="questions-topic" className="font-bold text-2xl text-text tracking-tight">
          {document.title}
        </h2>
        <Link
          to={path('/questions')}
          preventScrollReset
          className={buttonClass({
            variant: 'ghost',
            size: 'sm',
            className: 'px-3 font-normal text-muted hover:text-text lg:hidden',
          })}
        >
          {t('questions.allTopics')}
        </Link>
      </div>
      <div className="flex flex-col gap-2">
        {document.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-card border border-line bg-surface transition-colors duration-quick open:border-line open:bg-raised"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-text [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-muted transition-transform duration-base group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className="flex flex-col gap-3 px-5 pb-5 text-muted leading-relaxed">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
