import type { BonusCode, Cashback, PlayerBonus } from '@croupier/contracts/bonus';
import type { DepositBonus } from '@croupier/contracts/bonus-offers';
import { bonusCodeMode, playerBonusStatus } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';

/**
 * The wallet's bonus calls (spec 02 §7 "Bonus lists", bonus code check and removal), typed by the
 * contracts (packages/contracts/src/bonus.ts, bonus-offers.ts); array parameters in bracket form.
 */

export type { BonusCode, Cashback, DepositBonus, PlayerBonus };

const currencyParam = (currency: string) => `currency=${encodeURIComponent(currency)}`;

export const bonusApi = {
  /** Deposit bonuses open now; `all` is the second fetch, with skipCondition 1 and 2 (spec 02 §7). */
  depositBonuses: (currency: string, all: boolean): Promise<ApiResult<DepositBonus[]>> =>
    playerApi<DepositBonus[]>({
      path: `/api/game/bonuses?${currencyParam(currency)}${all ? '&skipCondition[]=1&skipCondition[]=2' : ''}`,
    }),
  /** The code applied to the next deposit (numeric type 3), or null. */
  appliedCode: (): Promise<ApiResult<BonusCode | null>> =>
    playerApi<BonusCode | null>({ path: `/api/game/bonuses/bonuscodes?trigger=${bonusCodeMode.apply}` }),
  submitCode: (bonusCode: string, trigger: number, currency: string): Promise<ApiResult<BonusCode>> =>
    playerApi<BonusCode>({
      method: 'POST',
      path: '/api/game/bonuses/bonuscodes',
      body: { bonusCode, trigger, currency },
    }),
  removeCode: (id: string): Promise<ApiResult<unknown>> =>
    playerApi({
      method: 'DELETE',
      path: `/api/game/bonuses/bonuscodes?playerBonusCodeId=${encodeURIComponent(id)}`,
    }),
  /** The active bonus in a currency (status 2), for the balance panel's wager progress. */
  activeBonuses: (currency: string): Promise<ApiResult<{ data: PlayerBonus[]; meta: PageMeta }>> =>
    playerApi<{ data: PlayerBonus[]; meta: PageMeta }>({
      path: `/api/game/player-bonuses?status[]=${playerBonusStatus.active}&${currencyParam(currency)}&perPage=1`,
      read: 'body',
    }),
  cashback: (currency: string): Promise<ApiResult<Cashback | null>> =>
    playerApi<Cashback | null>({ path: `/api/game/bonuses/cashback?${currencyParam(currency)}` }),
};
