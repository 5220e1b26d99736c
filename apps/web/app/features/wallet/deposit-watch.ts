import { paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Invoice, walletApi } from './wallet-api.ts';

/**
 * When the processing screen asks the server itself about the deposit (the last delay repeats): the
 * live update normally settles it first, but a socket that is down, reconnecting or subscribed late
 * must not leave the player on "Deposit in progress" for good.
 */
export const depositCheckDelaysMs = [5000, 10_000, 15_000, 30_000] as const;

/** A check this soon after the previous one (a focus right after a timer) is not worth a request. */
const minCheckGapMs = 2000;

/** What the checks know: nothing yet, the invoice still open (pending or processing), or no answer. */
export type DepositCheck = { kind: 'waiting' } | { kind: 'open'; status: number } | { kind: 'unreachable' };

export function depositCheckDelay(attempt: number): number {
  return depositCheckDelaysMs[Math.min(attempt, depositCheckDelaysMs.length - 1)] ?? 30_000;
}

/** Success or rejection: nothing more to wait for. */
export function depositSettled(status: number): boolean {
  return status === paymentInvoiceStatus.success || status === paymentInvoiceStatus.rejected;
}

/**
 * Reads the deposit's invoice after each delay, when the player comes back to the tab (from the
 * provider's window) and on demand; hands a settled invoice to `onSettled` once and stops.
 */
export function useDepositWatch(
  invoiceId: string | undefined,
  onSettled: (invoice: Invoice) => void,
): { check: DepositCheck; checking: boolean; checkNow(): void } {
  const [check, setCheck] = useState<DepositCheck>({ kind: 'waiting' });
  const [checking, setChecking] = useState(false);
  const settled = useRef(false);
  const inFlight = useRef(false);
  const lastCheck = useRef(0);
  const latestSettled = useRef(onSettled);
  latestSettled.current = onSettled;

  const run = useCallback(async () => {
    if (!invoiceId || settled.current || inFlight.current) return;
    inFlight.current = true;
    lastCheck.current = Date.now();
    setChecking(true);
    const answer = await walletApi.invoices({ invoiceId, type: paymentInvoiceType.deposit, page: 1, perPage: 1 });
    inFlight.current = false;
    setChecking(false);
    if (settled.current) return;
    const invoice = answer.ok ? answer.data.data.find((item) => item.id === invoiceId) : undefined;
    if (!invoice) {
      setCheck({ kind: 'unreachable' });
      return;
    }
    if (depositSettled(invoice.status)) {
      settled.current = true;
      latestSettled.current(invoice);
      return;
    }
    setCheck({ kind: 'open', status: invoice.status });
  }, [invoiceId]);

  useEffect(() => {
    if (!invoiceId) return;
    let attempt = 0;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(async () => {
        await run();
        attempt += 1;
        if (!settled.current) schedule();
      }, depositCheckDelay(attempt));
    };
    schedule();
    // Back from the provider's window: the answer may be there already.
    const onReturn = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck.current > minCheckGapMs) void run();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [invoiceId, run]);

  return { check, checking, checkNow: () => void run() };
}
