import { pageDocument } from '@croupier/contracts/content';
import { data } from 'react-router';
import { isContentPath } from '../features/content/content-api.ts';
import { loadContent } from '../features/content/content-loader.server.ts';
import { ContentPage } from '../features/content/content-page-view.tsx';
import { pageMeta } from '../features/content/meta.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/static-page';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['questions'];

/** /static/:pageIdentity: policies and campaign pages, rendered like content pages. */
async function pageLoader({ request, context, params }: Route.LoaderArgs) {
  if (!isContentPath(params.pageIdentity)) throw data(null, { status: 404 });
  const document = await loadContent({ request, context }, `pages/static/${params.pageIdentity}`, pageDocument);
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.document);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage document={loaderData.document} />;
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
