import type { GameProvider } from '@croupier/contracts/games';
import { catalogueGet } from '../features/games/catalogue.server.ts';
import { ProviderCard } from '../features/games/provider-card.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/providers';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'pages'];

/** /providers (spec 01 §2): every studio with games on the site. */
async function pageLoader(args: Route.LoaderArgs) {
  const providers = await catalogueGet<GameProvider[]>(args, '/api/game/providers');
  return { providers: providers.filter((provider) => provider.gamesCount > 0) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame name="providers">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {loaderData.providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
