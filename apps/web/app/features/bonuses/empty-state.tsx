import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { SiteLink } from '../../ui/site-link.tsx';

/** No bonus and no free spins: where to get one — the promotions, or a deposit that qualifies. */
export function EmptyState() {
  const { t } = useI18n();
  const modals = useModals();
  return (
    <section
      data-testid="bonuses-empty"
      className="flex flex-col items-center gap-4 rounded-card border border-line border-dashed bg-surface px-6 py-10 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent">
        <Icon name="gift" className="size-7" />
      </span>
      <div className="flex max-w-md flex-col gap-1.5">
        <h2 className="font-semibold text-text text-xl">{t('bonuses.empty.title')}</h2>
        <p className="text-muted">{t('bonuses.empty.text')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <SiteLink to="/promotions" className={buttonClass()}>
          {t('bonuses.empty.promotions')}
        </SiteLink>
        <Button variant="secondary" onClick={() => modals.open('wallet', {}, { queryValue: 'deposit' })}>
          {t('bonuses.empty.deposit')}
        </Button>
      </div>
    </section>
  );
}
