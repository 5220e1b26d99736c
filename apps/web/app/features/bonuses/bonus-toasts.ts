import { pushToast } from '../../ui/toasts.ts';
import type { BonusAlert } from './bonus-alerts.ts';

const toneIcon = { success: 'gift', info: 'star', warning: 'flame' } as const;

/** A bonus alert as the site's toast: its title and text under `bonuses.alert.<key>`. */
export function pushBonusAlert(alert: BonusAlert): void {
  pushToast({
    title: `bonuses.alert.${alert.key}.title`,
    text: `bonuses.alert.${alert.key}.text`,
    tone: alert.tone,
    icon: toneIcon[alert.tone],
  });
}
