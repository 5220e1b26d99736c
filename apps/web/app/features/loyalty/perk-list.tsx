import { useI18n } from '../../i18n/i18n.tsx';
import type { LoyaltyLevel } from './loyalty-api.ts';
import { useLoyaltyFormat } from './loyalty-data.ts';

/** What one level gives, in words; bonuses of 0 are left out. */
export function PerkList({ level }: { level: LoyaltyLevel }) {
  const { t } = useI18n();
  const { number, money } = useLoyaltyFormat();
  const { perks } = level;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <li>{t('loyalty.perk.cashback', { percent: number(perks.cashbackPercent) })}</li>
      {perks.levelUpBonus > 0 ? (
        <li>{t('loyalty.perk.levelUp', { amount: money(perks.levelUpBonus, perks.currency) })}</li>
      ) : null}
      {perks.birthdayBonus > 0 ? (
        <li>{t('loyalty.perk.birthday', { amount: money(perks.birthdayBonus, perks.currency) })}</li>
      ) : null}
    </ul>
  );
}
