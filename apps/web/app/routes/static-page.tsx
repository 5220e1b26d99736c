import type { PageDocument } from '@croupier/contracts/content';
import { data } from 'react-router';
import { isContentPath, loadContent, requestLocale } from '../features/content/content-api.ts';
import { ContentPage } from '../features/content/content-page-view.tsx';
import { pageMeta } from '../features/content/meta.ts';
import { revalidateUnlessModalQuery } from '../features/modals/revalidation.ts';
import { siteContext } from '../platform/site-context.ts';
import type { Route } from './+types/static-page';

/** /static/:pageIdentity: policies and campaign pages, rendered like content pages. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isContentPath(params.pageIdentity)) throw data(null, { status: 404 });
  const document = await loadContent<PageDocument>(
    context.get(siteContext).fetchApi,
    `pages/static/${params.pageIdentity}`,
    requestLocale(request),
  );
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.document);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage document={loaderData.document} />;
}
