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

const listed: readonly number[] = [issued, active, pending];

/** Lists show statuses 1, 2 and 4; an item with any other status leaves the list (spec 01 §4). */
export function isListed(status: number): boolean {
  return listed.includes(status);
}
