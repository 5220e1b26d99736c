import type { LoyaltyAccount, LoyaltyLevel } from '@croupier/contracts/retention';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { publicApi } from '../../platform/api/clients.ts';
import { playerApi } from '../auth/api-client.ts';

/** The retention calls of spec 02 §7 the loyalty page and modals make; only types come from the contracts. */

export type { LoyaltyAccount, LoyaltyLevel };

export const loyaltyApi = {
  account: (): Promise<ApiResult<LoyaltyAccount>> => playerApi({ path: '/api/retention/account' }),
  /** Public: guests read the level table in loyalty-program-info. */
  levels: (): Promise<ApiResult<LoyaltyLevel[]>> => publicApi({ path: '/api/retention/levels' }),
};
