import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { data } from 'react-router';
import { TournamentBoard } from '../features/tournaments/tournament-board.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { serverApi } from '../platform/api/server-api.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/tournament';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'tournaments'];

/** /tournaments/:identity (spec 01 §2, open): the public variant with the page; an unknown id is a 404 page. */
async function pageLoader(args: Route.LoaderArgs) {
  const answer = await serverApi(args.context, { request: args.request })<TournamentDetail>({
    path: `/api/retention/tournaments/${encodeURIComponent(args.params.identity)}`,
  });
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
    throw data(null, { status: 503 });
  }
  return { tournament: answer.data };
}

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  return (
    <>
      <title>{t('pages.documentTitle', { page: loaderData.tournament.title, brand })}</title>
      <TournamentBoard key={loaderData.tournament.id} initial={loaderData.tournament} />
    </>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
