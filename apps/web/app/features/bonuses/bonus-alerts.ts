import { bonusCodeStatus, playerBonusResult, playerBonusStatus } from '@croupier/contracts/constants';

/**
 * Spec 02 §4 "Bonus and free-spin status": the alert a live status-result change shows, and which items
 * the lists keep. Keys are message keys under `bonuses.alert.` (the texts live in the i18n files).
 */

export type AlertTone = 'success' | 'info' | 'warning';

export interface BonusAlert {
  /** Under `bonuses.alert.` in the messages. */
  key: string;
  tone: AlertTone;
}

const { issued, active, finished, pending } = playerBonusStatus;
const { none, played, canceled, expired, lost } = playerBonusResult;

/** status-result → alert, exactly the spec's table; anything else shows nothing. */
const bonusAlerts: Record<string, BonusAlert> = {
  [`${issued}-${none}`]: { key: 'bonusIssued', tone: 'success' },
  [`${active}-${none}`]: { key: 'bonusActivated', tone: 'success' },
  [`${finished}-${played}`]: { key: 'bonusPlayed', tone: 'success' },
  [`${finished}-${canceled}`]: { key: 'bonusCanceled', tone: 'info' },
  [`${finished}-${expired}`]: { key: 'bonusExpired', tone: 'warning' },
  [`${finished}-${lost}`]: { key: 'bonusLost', tone: 'warning' },
};

const freespinAlerts: Record<string, BonusAlert> = {
  [`${issued}-${none}`]: { key: 'freespinIssued', tone: 'success' },
  [`${active}-${none}`]: { key: 'freespinActivated', tone: 'success' },
  [`${finished}-${canceled}`]: { key: 'freespinCanceled', tone: 'info' },
  [`${finished}-${expired}`]: { key: 'freespinExpired', tone: 'warning' },
};

export function bonusAlert(kind: 'bonus' | 'freespin', status: number, result: number): BonusAlert | undefined {
  return (kind === 'bonus' ? bonusAlerts : freespinAlerts)[`${status}-${result}`];
}

/** Bonus code status 3 → incorrect-code alert, 4 → not-available alert (spec 01 §8, spec 02 §4). */
export function codeAlert(status: number): BonusAlert | undefined {
  if (status === bonusCodeStatus.incorrect) return { key: 'codeIncorrect', tone: 'warning' };
  if (status === bonusCodeStatus.notAvailable) return { key: 'codeNotAvailable', tone: 'warning' };
  return undefined;
}

/** Each item's last status-result the page knows, by kind and id: what a live update is compared with. */
export type KnownStatuses = Map<string, string>;

/** The tab's: the bonus lists fill it with what they show, the site-wide alerts with what they hear. */
export const knownStatuses: KnownStatuses = new Map();

const knownKey = (kind: 'bonus' | 'freespin', id: string) => `${kind}:${id}`;

/**
 * Remembers the status-result of the items a list shows that the tab has not heard of, so that an update
 * repeating it stays quiet. An item already known keeps what the live updates said: a list read again
 * after the player's own activation may show the new status before its update arrives, and that update
 * must still alert.
 */
export function rememberStatuses(
  known: KnownStatuses,
  kind: 'bonus' | 'freespin',
  items: readonly { id: string; status: number; result: number }[],
): void {
  for (const item of items) {
    const key = knownKey(kind, item.id);
    if (!known.has(key)) known.set(key, `${item.status}-${item.result}`);
  }
}

/**
 * The alert of a live update only when it changes the item's status-result: an active bonus's wagering
 * moves with every bet, and each move is an update (decision 0071) that must not say "activated" again.
 * An item the page has not seen yet is new to it unless it is active with wagering already done: that is
 * a progress update of a bonus activated before the page opened.
 */
export function changedStatusAlert(
  known: KnownStatuses,
  kind: 'bonus' | 'freespin',
  item: { id: string; status: number; result: number; wagered?: boolean },
): BonusAlert | undefined {
  const key = knownKey(kind, item.id);
  const now = `${item.status}-${item.result}`;
  const before = known.get(key);
  known.set(key, now);
  if (before === now) return undefined;
  if (before === undefined && item.status === playerBonusStatus.active && item.wagered) return undefined;
  return bonusAlert(kind, item.status, item.result);
}

const listed: readonly number[] = [issued, active, pending];

/** Lists show statuses 1, 2 and 4; an item with any other status leaves the list (spec 01 §4). */
export function isListed(status: number): boolean {
  return listed.includes(status);
}
