import { useSearchParams } from 'react-router';
import { HouseGame } from '../features/house/house-game.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = [
  'house',
  'houseBlackjack',
  'houseCrash',
  'houseFreeSpins',
  'houseMines',
  'housePlinko',
  'houseRoulette',
  'houseSlots',
];

/**
 * /provider/house/play: the house studio's game page, loaded in the casino's game frame with the launch
 * token (issue 7). It is the studio's page, not the site's: no site chrome, no site session.
 */
export default function HousePlay() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token');
  const game = params.get('game');
  return (
    <main className="flex min-h-dvh flex-col bg-ink">
      <title>{t('house.title')}</title>
      {token && game ? (
        <HouseGame
          token={token}
          game={game}
          currency={params.get('currency') ?? undefined}
          freeRounds={params.get('freeRounds') ?? undefined}
        />
      ) : (
        <p role="alert" className="m-auto text-muted">
          {t('house.problem.house_session_invalid')}
        </p>
      )}
    </main>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
