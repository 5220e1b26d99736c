import type { PageDocument } from '@croupier/contracts/content';
import { data } from 'react-router';
import { isContentPath, loadContent, requestLocale } from '../features/content/content-api.ts';
import { ContentPage } from '../features/content/content-page-view.tsx';
import { pageMeta } from '../features/content/meta.ts';
import { revalidateUnlessModalQuery } from '../features/modals/revalidation.ts';
import { siteContext } from '../platform/site-context.ts';
import type { Route } from './+types/content-page';

/** /{slug}: a generic content page; an unknown slug (or an unknown locale prefix) is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  if (!isContentPath(slug)) throw data(null, { status: 404 });
  const document = await loadContent<PageDocument>(
    context.get(siteContext).fetchApi,
    `pages/${slug}`,
    requestLocale(request),
  );
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.document);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage document={loaderData.document} />;
}
