import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { accountFromEvent } from './level-up.ts';
import { levelOf, useLoyaltyAccount, useLoyaltyFormat, useLoyaltyLevels } from './loyalty-data.ts';
import { PerkList } from './perk-list.tsx';

/**
 * loyalty-level: the player's level (new after a level-up, whose account comes as props), points, progress to
 * the next level and what the level gives. The account is read again, so a modal opened later is current.
 */
export default function LoyaltyLevelModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const loggedIn = useRootData()?.loggedIn === true;
  const live = useLoyaltyAccount(loggedIn);
  const levels = useLoyaltyLevels();
  const { number, percent } = useLoyaltyFormat();
  const account = live.data ?? accountFromEvent(props.account);
  const levelUp = props.levelUp === true;
  const level = levelOf(levels.data, account?.currentLevel?.order);

  const actions = (
    <>
      <Button variant="secondary" onClick={close}>
        {t('loyalty.modal.close')}
      </Button>
      <SiteLink to="/loyalty" className={buttonClass()} onClick={close}>
        {t('loyalty.modal.toPage')}
      </SiteLink>
    </>
  );
  if (!account) {
    const failed = live.status === 'failed';
    return (
      <ModalBody
        titleId={titleId}
        title={t('loyalty.modal.level.title')}
        lead={failed ? t('loyalty.unavailable') : t('loyalty.modal.loading')}
        actions={actions}
      />
    );
  }
  const name = account.currentLevel?.name ?? t('loyalty.noLevel');
  return (
    <ModalBody
      titleId={titleId}
      title={levelUp ? t('loyalty.modal.level.reached', { level: name }) : name}
      lead={levelUp ? t('loyalty.modal.level.reachedLead') : t('loyalty.modal.level.lead')}
      actions={actions}
    >
      <div className="flex flex-col gap-3 rounded-control bg-raised p-4">
        <p className="tabular font-semibold text-text">{t('loyalty.points', { points: number(account.points) })}</p>
        <ProgressBar label={t('loyalty.progressLabel')} percent={Math.min(account.progress, 100)} />
        <p className="text-muted text-sm">
          {account.nextLevel
            ? t('loyalty.toNext', {
                progress: percent(account.progress),
                level: account.nextLevel.name,
                points: number(account.nextLevel.points),
              })
            : t('loyalty.topLevel')}
        </p>
      </div>
      {level ? (
        <section className="flex flex-col gap-2" aria-labelledby={`${titleId}-perks`}>
          <h3 id={`${titleId}-perks`} className="font-semibold text-text">
            {t('loyalty.modal.level.perks', { level: level.name })}
          </h3>
          <PerkList level={level} />
        </section>
      ) : null}
    </ModalBody>
  );
}
