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
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';

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

type Method = 'GET' | 'POST' | 'PUT';
const call = <T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> =>
  playerApi<T>(body === undefined ? { method, path } : { method, path, body });

/** A paged list keeps its meta next to the data (spec 02 §3 "Paged history"). */
const pagedCall = <T>(path: string) => playerApi<{ data: T[]; meta: PageMeta }>({ path, read: 'body' });

export const walletApi = {
  profile: () => call<PlayerProfile>('GET', '/api/player/profile'),
  limits: () => call<Limit[]>('GET', '/api/player/limits'),
  methods: (operation: 'deposit' | 'withdraw', currency: string) =>
    call<PaymentMethod[]>(
      'GET',
      `/api/payment/methods/${operation === 'deposit' ? 'deposit' : 'withdrawal'}${query({ currency })}`,
    ),
  deposit: (body: DepositBody) => call<DepositResponse>('POST', '/api/payment/invoices/deposit', body),
  withdraw: (body: WithdrawBody) => call<WithdrawResponse>('POST', '/api/payment/invoices/withdrawal', body),
  invoices: (params: Partial<InvoicesQuery>) => pagedCall<Invoice>(`/api/payment/invoices${query({ ...params })}`),
  decline: (id: string) => call<Invoice>('PUT', `/api/payment/invoices/${encodeURIComponent(id)}/decline`),
  statistics: () => call<InvoiceStatistics[]>('GET', '/api/payment/invoices/statistics'),
  turnover: (currency: string) => call<TurnoverWager>('GET', `/api/risk/reasons/turn-over-wager${query({ currency })}`),
};
