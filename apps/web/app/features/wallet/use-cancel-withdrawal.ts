import { useCallback, useRef, useState } from 'react';
import { walletApi } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';

/**
 * Cancelling a pending withdrawal (PUT …/decline): the funds go back to the balance; a failure shows the
 * somethingWrong alert (spec 02 §8). One request at a time per button.
 */
export function useCancelWithdrawal(onCancelled?: () => void): { cancel(id: string): Promise<void>; pending: boolean } {
  const wallet = useWallet();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { refresh, alert } = wallet;
  const cancel = useCallback(
    async (id: string) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      const answer = await walletApi.decline(id);
      busy.current = false;
      setPending(false);
      if (!answer.ok) {
        alert('somethingWrong');
        return;
      }
      refresh();
      onCancelled?.();
    },
    [refresh, alert, onCancelled],
  );
  return { cancel, pending };
}
