import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useLoyaltyAccount, useLoyaltyFormat, useLoyaltyLevels } from './loyalty-data.ts';
import { PerkList } from './perk-list.tsx';

/**
 * loyalty-program-info (open to anyone, S2.2-105): how points are earned (decision 0084: real-money stakes,
 * one point per unit of the base currency, weighted by game type) and the level table with its perks.
 */
export default function ProgramInfoModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const loggedIn = useRootData()?.loggedIn === true;
  const levels = useLoyaltyLevels();
  const account = useLoyaltyAccount(loggedIn);
  const { number } = useLoyaltyFormat();
  const current = account.data?.currentLevel?.order;
  const code = levels.data?.[0]?.perks.currency;
  return (
    <ModalBody
      titleId={titleId}
      title={t('loyalty.info.title')}
      lead={t('loyalty.info.lead')}
      actions={<Button onClick={close}>{t('loyalty.modal.close')}</Button>}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>{code ? t('loyalty.info.earn', { code }) : t('loyalty.info.earnPlain')}</li>
        <li>{t('loyalty.info.weights')}</li>
        <li>{t('loyalty.info.bonusMoney')}</li>
        <li>{t('loyalty.info.levels')}</li>
      </ul>
      <section className="flex flex-col gap-2" aria-labelledby={`${titleId}-levels`}>
        <h3 id={`${titleId}-levels`} className="font-semibold text-text">
          {t('loyalty.levels')}
        </h3>
        {levels.data ? (
          <ol className="flex flex-col gap-2">
            {levels.data.map((level) => (
              <li
                key={level.id}
                aria-current={level.order === current ? 'step' : undefined}
                className={`flex flex-col gap-1 rounded-control border p-3 ${
                  level.order === current ? 'border-accent' : 'border-line'
                }`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-text">{level.name}</span>
                  <span className="text-muted text-xs">{t('loyalty.from', { points: number(level.points) })}</span>
                </div>
                <PerkList level={level} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted text-sm">
            {levels.status === 'failed' ? t('loyalty.unavailable') : t('loyalty.modal.loading')}
          </p>
        )}
        {code ? <p className="text-muted text-xs">{t('loyalty.details.currencyNote', { code })}</p> : null}
      </section>
    </ModalBody>
  );
}
