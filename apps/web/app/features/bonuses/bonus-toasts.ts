import { pushToast } from '../../ui/toasts.ts';
import type { BonusAlert } from './bonus-alerts.ts';

const toneIcon = { success: 'gift', info: 'star', warning: 'flame' } as const;

/**
 * A bonus alert as the site's toast: its title and text under `bonuses.alert.<key>`. A free-spin alert that
 * knows its game's name says it (`.textGame`, free-spin keys only).
 */
export function pushBonusAlert(alert: BonusAlert, game?: string): void {
  pushToast({
    title: `bonuses.alert.${alert.key}.title`,
    text: `bonuses.alert.${alert.key}.${game ? 'textGame' : 'text'}`,
    ...(game ? { values: { game } } : {}),
    tone: alert.tone,
    icon: toneIcon[alert.tone],
  });
}
