import type { BonusHistoryItem } from '@croupier/contracts/bonus-history';
import { playerBonusResult, playerBonusStatus } from '@croupier/contracts/constants';

/** Where a history item came from, as a message key's last part; an operator's own source reads "other". */
const knownSources = new Set(['code', 'deposit', 'freespins', 'cashback']);
export function historySource(item: Pick<BonusHistoryItem, 'source'>): string {
  return knownSources.has(item.source) ? item.source : 'other';
}

/**
 * The row's badge: a finished item says how it ended (a played bonus was converted; played free spins were
 * played), any other its status as My bonuses words it.
 */
export function historyBadge(item: Pick<BonusHistoryItem, 'kind' | 'status' | 'result'>): {
  key: string;
  tone: 'positive' | 'open' | 'ended';
} {
  if (item.status !== playerBonusStatus.finished) {
    return { key: `bonuses.status.${item.status}`, tone: 'open' };
  }
  if (item.result === playerBonusResult.played) {
    return { key: `bonuses.history.result.${item.kind === 'bonus' ? 'converted' : 'played'}`, tone: 'positive' };
  }
  const ended: Record<number, string> = {
    [playerBonusResult.canceled]: 'canceled',
    [playerBonusResult.expired]: 'expired',
    [playerBonusResult.lost]: 'lost',
  };
  return { key: `bonuses.history.result.${ended[item.result] ?? 'ended'}`, tone: 'ended' };
}
