import type { AdminBonus, AdminBonusCode, AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import { formatDate } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { type Translate, useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { BonusCodes } from './bonus-codes.tsx';
import { BonusTermsForm } from './bonus-terms-form.tsx';
import { nameIn, period } from './format.ts';
import { NewOfferForm } from './new-offer-form.tsx';

/** What one bonus of an offer gives, and its wagering, in a line. */
function gives(t: Translate, money: ReturnType<typeof useMoney>, bonus: AdminBonus): string {
  const what =
    bonus.type === 1 && bonus.amount
      ? t('bonuses.cash', { amount: money(bonus.amount.amount, bonus.amount.currency) })
      : bonus.type === 2
        ? bonus.maxAmount
          ? t('bonuses.percent', {
              percent: bonus.depositPercentage ?? 0,
              amount: money(bonus.maxAmount.amount, bonus.maxAmount.currency),
            })
          : t('bonuses.percentNoCap', { percent: bonus.depositPercentage ?? 0 })
        : bonus.type === 3
          ? t('bonuses.spins', { count: bonus.freeSpinsCount ?? 0 })
          : t('bonuses.cashSetWhenGiven');
  return bonus.wagerCasino > 0 ? `${what} · ${t('bonuses.wager', { times: bonus.wagerCasino })}` : what;
}

/** How an offer is given: at once through a code, or on a deposit (which ones, when it says). */
function trigger(t: Translate, offer: AdminBonusOffer): string {
  if (offer.trigger === 1) return t('bonuses.trigger.code');
  const { invoiceNumberFrom: from, invoiceNumberTo: to } = offer;
  if (from !== null && to !== null) {
    return from === to
      ? t('bonuses.trigger.depositNumber', { number: from })
      : t('bonuses.trigger.depositRange', { from, to });
  }
  if (from !== null && from > 1) return t('bonuses.trigger.depositFrom', { number: from });
  return t('bonuses.trigger.deposit');
}

/**
 * Marketing's bonuses (issue 22 §7): the offers the operator configured, each switched on or off, and the
 * codes that unlock them. Switching an offer off hides it from players and refuses its codes; what players
 * already received stays theirs.
 */
export function Bonuses() {
  const { t, locale } = useI18n();
  const money = useMoney();
  const [offers, setOffers] = useState<AdminBonusOffer[] | undefined>();
  const [codes, setCodes] = useState<AdminBonusCode[] | undefined>();
  const { notice, run } = useActionNotice();
  // The bonus whose terms are open for editing, one at a time.
  const [editing, setEditing] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const reloadOffers = useCallback(() => adminApi<AdminBonusOffer[]>('/bonuses').then(setOffers), []);
  const reloadCodes = useCallback(() => adminApi<AdminBonusCode[]>('/bonus-codes').then(setCodes), []);
  useEffect(() => {
    void reloadOffers();
    void reloadCodes();
  }, [reloadOffers, reloadCodes]);

  async function toggle(offer: AdminBonusOffer) {
    const name = nameIn(offer.packageNames, locale);
    await run(async () => {
      await adminApi(`/bonuses/${offer.id}/${offer.isEnabled ? 'disable' : 'enable'}`, { method: 'POST' });
      return t(offer.isEnabled ? 'bonuses.disabledDone' : 'bonuses.enabledDone', { name });
    });
    await reloadOffers();
  }

  const date = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  return (
    <>
      <PageHeading title={t('bonuses.title')} intro={t('bonuses.intro')} />
      <BonusCodes codes={codes} offers={offers} onChanged={reloadCodes} />
      <section aria-labelledby="bonus-offers" className="mt-10 flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="bonus-offers" className="font-semibold text-lg">
            {t('bonuses.offersTitle')}
          </h2>
          <Button
            variant={creating ? 'ghost' : 'primary'}
            aria-expanded={creating}
            aria-controls="new-offer"
            onClick={() => {
              setCreating(!creating);
              // The form's first field, once drawn: the keyboard lands where the work starts.
              if (!creating) requestAnimationFrame(() => document.getElementById('offer-package')?.focus());
            }}
          >
            {t(creating ? 'bonuses.closeNewOffer' : 'bonuses.newOffer')}
          </Button>
        </div>
        {creating ? (
          <section
            id="new-offer"
            aria-labelledby="new-offer-title"
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
          >
            <h3 id="new-offer-title" className="font-semibold text-lg">
              {t('offerForm.title')}
            </h3>
            <p className="text-muted text-sm">{t('offerForm.intro')}</p>
            <NewOfferForm onCreated={reloadOffers} />
          </section>
        ) : null}
        <ActionNotice notice={notice} />
        {offers ? (
          <ul className="flex flex-col gap-3">
            {offers.map((offer) => {
              const name = nameIn(offer.packageNames, locale);
              return (
                <li
                  key={offer.id}
                  data-testid="bonus-offer"
                  className="flex flex-wrap items-start justify-between gap-4 rounded-card border border-line bg-surface p-4"
                >
                  <div className="flex min-w-0 flex-col gap-1 text-sm">
                    <p className="font-semibold text-base">{name}</p>
                    <p className="text-muted">
                      {trigger(t, offer)}
                      {offer.requiresCode && offer.trigger !== 1 ? ` · ${t('bonuses.withCode')}` : ''} ·{' '}
                      {period(t, date, offer.availableFrom, offer.availableUntil)}
                    </p>
                    <ul className="flex flex-col gap-1 text-muted">
                      {offer.bonuses.map((bonus) => {
                        const bonusName = nameIn(bonus.names, locale);
                        return (
                          <li key={bonus.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                            <span>
                              {bonusName}: {gives(t, money, bonus)}
                            </span>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-expanded={editing === bonus.id}
                              aria-controls={`terms-${bonus.id}`}
                              aria-label={t('bonusTerms.editLabel', { name: bonusName })}
                              onClick={() => setEditing(editing === bonus.id ? undefined : bonus.id)}
                            >
                              {t(editing === bonus.id ? 'bonusTerms.close' : 'bonusTerms.edit')}
                            </Button>
                          </li>
                        );
                      })}
                    </ul>
                    <p className="font-mono text-subtle text-xs">{offer.slug}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <p
                      className={`rounded-full px-3 py-1 text-sm ${offer.isEnabled ? 'bg-raised text-muted' : 'bg-danger/15 text-danger'}`}
                    >
                      {t(offer.isEnabled ? 'bonuses.on' : 'bonuses.off')}
                    </p>
                    <Button
                      size="sm"
                      variant={offer.isEnabled ? 'danger' : 'primary'}
                      aria-label={t(offer.isEnabled ? 'bonuses.disableLabel' : 'bonuses.enableLabel', { name })}
                      onClick={() => void toggle(offer)}
                    >
                      {t(offer.isEnabled ? 'bonuses.disable' : 'bonuses.enable')}
                    </Button>
                  </div>
                  {offer.bonuses.map((bonus) =>
                    editing === bonus.id ? (
                      <section
                        key={bonus.id}
                        id={`terms-${bonus.id}`}
                        aria-label={t('bonusTerms.formLabel', { name: nameIn(bonus.names, locale) })}
                        className="basis-full border-line border-t pt-4"
                      >
                        <BonusTermsForm bonusId={bonus.id} name={nameIn(bonus.names, locale)} onSaved={reloadOffers} />
                      </section>
                    ) : null,
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-muted">{t('common.loading')}</p>
        )}
      </section>
    </>
  );
}
