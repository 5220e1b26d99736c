import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import type { LoyaltyLevel } from './loyalty-api.ts';
import { useLoyaltyAccount, useLoyaltyFormat, useLoyaltyLevels } from './loyalty-data.ts';

export type PerkKind = 'cashback' | 'bonus' | 'birthday';

/**
 * loyalty-cashback-details, loyalty-bonus-details, loyalty-birthday-details: one perk across every level, the
 * player's own level marked. Bonus amounts are in the base currency the operator sets them in, named by code.
 */
function PerkDetails({ kind, close, titleId }: { kind: PerkKind } & Pick<ModalBodyProps, 'close' | 'titleId'>) {
  const { t } = useI18n();
  const loggedIn = useRootData()?.loggedIn === true;
  const levels = useLoyaltyLevels();
  const account = useLoyaltyAccount(loggedIn);
  const { number, money } = useLoyaltyFormat();
  const current = account.data?.currentLevel?.order;
  const value = (level: LoyaltyLevel) => {
    const { perks } = level;
    if (kind === 'cashback') return t('loyalty.details.percent', { percent: number(perks.cashbackPercent) });
    const amount = kind === 'bonus' ? perks.levelUpBonus : perks.birthdayBonus;
    return amount > 0 ? money(amount, perks.currency) : t('loyalty.details.none');
  };
  const list = levels.data;
  const code = list?.[0]?.perks.currency;
  return (
    <ModalBody
      titleId={titleId}
      title={t(`loyalty.details.${kind}.title`)}
      lead={t(`loyalty.details.${kind}.lead`)}
      actions={<Button onClick={close}>{t('loyalty.modal.close')}</Button>}
    >
      {list ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(`loyalty.details.${kind}.title`)}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('loyalty.details.level')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t(`loyalty.details.${kind}.column`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((level) => {
              const mine = level.order === current;
              return (
                <tr
                  key={level.id}
                  aria-current={mine ? 'true' : undefined}
                  className={`border-line border-t ${mine ? 'bg-raised font-semibold text-text' : ''}`}
                >
                  <th scope="row" className="py-2 pr-3 pl-2 font-medium">
                    {level.name}
                    {mine ? <span className="ml-2 text-accent text-xs">{t('loyalty.details.yours')}</span> : null}
                  </th>
                  <td className="tabular py-2 pr-2 text-right">{value(level)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-muted">
          {levels.status === 'failed' ? t('loyalty.unavailable') : t('loyalty.modal.loading')}
        </p>
      )}
      {kind !== 'cashback' && code ? (
        <p className="text-muted text-xs">{t('loyalty.details.currencyNote', { code })}</p>
      ) : null}
    </ModalBody>
  );
}

export const LoyaltyCashbackDetails = (props: ModalBodyProps) => <PerkDetails kind="cashback" {...props} />;
export const LoyaltyBonusDetails = (props: ModalBodyProps) => <PerkDetails kind="bonus" {...props} />;
export const LoyaltyBirthdayDetails = (props: ModalBodyProps) => <PerkDetails kind="birthday" {...props} />;
