import type { Tournament } from '@croupier/contracts/tournaments';
import { TournamentList } from '../features/tournaments/tournament-list.tsx';
import { serverApi } from '../platform/api/server-api.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/tournaments';

/** /tournaments (spec 01 §2, open): running, upcoming and finished tournaments, from the public list. */
export async function loader(args: Route.LoaderArgs) {
  const answer = await serverApi(args.context, { request: args.request })<Tournament[]>({
    path: '/api/retention/tournaments?perPage=50',
  });
  return { tournaments: answer.ok ? answer.data : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame name="tournaments">
      <TournamentList tournaments={loaderData.tournaments} />
    </PageFrame>
  );
}
