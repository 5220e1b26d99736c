import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../../ui/modal/modal-context.ts';
import { pushToast } from '../../ui/toasts.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { usePlayerIdentity } from '../session/player-identity.ts';
import { accountFromEvent, keepLevelUp, levelRose, levelUpShow, takeLevelUp } from './level-up.ts';
import { useLoyaltyAccount } from './loyalty-data.ts';

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the notice still shows, the deferred modal is lost
  }
};

/**
 * The level-up of spec 02 §4 "Loyalty" for a logged-in player while loyalty is on (mounted by player-alerts).
 * A rise of the level order on a game page shows the 3-second notice (a toast, shown toastShownMs) and keeps a
 * flag, so play is not covered by a modal; the next non-game page takes the flag and opens loyalty-level.
 * Anywhere else the modal opens at once.
 */
export function LoyaltyLevelUpLive() {
  const modals = useModals();
  const { pathname } = useLocation();
  const playerId = usePlayerIdentity().playerId ?? '';
  const known = useRef<number | null | undefined>(undefined);
  // The order a rise is measured against: the account as read now, then each pushed account.
  const account = useLoyaltyAccount(true);
  const readOrder = account.data?.currentLevel?.order;
  useEffect(() => {
    if (readOrder !== undefined && (known.current == null || readOrder > known.current)) known.current = readOrder;
  }, [readOrder]);

  usePlayerEvent('loyaltyAccount', realtimeEvents.loyaltyAccountUpdated, (data) => {
    const next = accountFromEvent(data);
    const order = next?.currentLevel?.order;
    if (!next || !levelRose(known.current, order)) return;
    known.current = order;
    void account.refresh();
    if (levelUpShow(window.location.pathname) === 'notice') {
      pushToast({
        title: 'loyalty.levelUp.title',
        text: 'loyalty.levelUp.text',
        values: { level: next.currentLevel?.name ?? '' },
        tone: 'success',
        icon: 'star',
      });
      const store = session();
      if (store && playerId) keepLevelUp(store, playerId);
    } else {
      modals.open('loyalty-level', { account: next, levelUp: true });
    }
  });

  // The kept flag is consumed on the next non-game page (S2.4-116); this component lives only for players.
  useEffect(() => {
    const store = session();
    if (store && playerId && takeLevelUp(store, pathname, playerId)) modals.open('loyalty-level', { levelUp: true });
  }, [pathname, modals, playerId]);
  return null;
}
