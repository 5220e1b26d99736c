import { bonusAdvertisingSchema } from '@croupier/contracts/bonus-offers';
import type { RouterContextProvider } from 'react-router';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { siteContext } from '../../platform/site-context.ts';
import { getSession } from '../session/session.server.ts';

type Context = Readonly<RouterContextProvider>;

const answers = new WeakMap<object, Promise<boolean>>();

/**
 * Whether this visitor may be shown bonus offers (docs/decisions/0081): a player always (their own offers),
 * a guest unless their country or region forbids advertising inducements (Ontario, the Netherlands…), as
 * the bonus module's rules say. Asked once per request, by the root loader and every content loader alike.
 * When the rules cannot be read for a guest whose place is known, offers are hidden: showing them where
 * they are forbidden is the costlier mistake.
 */
export function offersShown(request: Request, context: Context): Promise<boolean> {
  let answer = answers.get(context);
  if (!answer) {
    answer = decide(request, context);
    answers.set(context, answer);
  }
  return answer;
}

async function decide(request: Request, context: Context): Promise<boolean> {
  if ((await getSession(request, context)).loggedIn) return true;
  const { country, region } = context.get(siteContext);
  if (!country) return true;
  const query = new URLSearchParams({ country, ...(region ? { region } : {}) });
  const answer = await serverApi(context)({ path: `/api/game/bonuses/advertising?${query}` }, bonusAdvertisingSchema);
  return answer.ok ? answer.data.guestOffers : false;
}
