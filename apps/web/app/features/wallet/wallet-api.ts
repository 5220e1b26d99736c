import type { PageMeta } from '@croupier/contracts/errors';
import type { Limit } from '@croupier/contracts/limits';
import type {
  DepositBody,
  DepositResponse,
  Invoice,
  InvoiceStatistics,
  InvoicesQuery,
  PaymentMethod,
  WithdrawBody,
  WithdrawResponse,
} from '@croupier/contracts/payments';
import type { PlayerProfile } from '@croupier/contracts/player';
import type { TurnoverWager } from '@croupier/contracts/wallet';
import { apiFetch, SessionEndedError } from '../auth/api-client.ts';
import { type CallResult, playerCall } from '../auth/player-client.ts';

/**
 * The wallet's calls (spec 02 §7) from the browser, through the one authenticated client, typed by the
 * contracts (packages/contracts/src/payments.ts, wallet.ts); only types are imported, so no schema code
 * reaches the browser.
 */

export type { Invoice, PaymentMethod, TurnoverWager };

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A paged list keeps its meta next to the data (spec 02 §3 "Paged history"), which playerCall drops. */
async function pagedCall<T>(path: string): Promise<CallResult<{ data: T[]; meta: PageMeta }>> {
  let response: Response;
  try {
    response = await apiFetch(path);
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, error: { status: 0, code: undefined, fields: {} } };
  }
  const json = (await response.json().catch(() => undefined)) as
    | { data?: T[]; meta?: PageMeta; error?: { code?: string; fields?: Record<string, string[]> } }
    | undefined;
  if (response.ok && json?.data && json.meta) return { ok: true, data: { data: json.data, meta: json.meta } };
  return { ok: false, error: { status: response.status, code: json?.error?.code, fields: json?.error?.fields ?? {} } };
}

export const walletApi = {
  profile: () => playerCall<PlayerProfile>('GET', '/api/player/profile'),
  limits: () => playerCall<Limit[]>('GET', '/api/player/limits'),
  methods: (operation: 'deposit' | 'withdraw', currency: string) =>
    playerCall<PaymentMethod[]>(
      'GET',
      `/api/payment/methods/${operation === 'deposit' ? 'deposit' : 'withdrawal'}${query({ currency })}`,
    ),
  deposit: (body: DepositBody) => playerCall<DepositResponse>('POST', '/api/payment/invoices/deposit', body),
  withdraw: (body: WithdrawBody) => playerCall<WithdrawResponse>('POST', '/api/payment/invoices/withdrawal', body),
  invoices: (params: Partial<InvoicesQuery>) => pagedCall<Invoice>(`/api/payment/invoices${query({ ...params })}`),
  decline: (id: string) => playerCall<Invoice>('PUT', `/api/payment/invoices/${encodeURIComponent(id)}/decline`),
  statistics: () => playerCall<InvoiceStatistics[]>('GET', '/api/payment/invoices/statistics'),
  turnover: (currency: string) =>
    playerCall<TurnoverWager>('GET', `/api/risk/reasons/turn-over-wager${query({ currency })}`),
};
