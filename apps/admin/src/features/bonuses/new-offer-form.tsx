import type { AdminBonusPackage, AdminFreeSpinGame } from '@croupier/contracts/admin-bonus-offers';
import type { AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import { subunitDecimals } from '@croupier/contracts/minor-units';
import { supportedLocales } from '@croupier/i18n/locales';
import { SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { minorStep } from '../../platform/minor-units.ts';
import { useCurrencies } from '../../platform/money.ts';
import { fieldOf } from '../engagement/form-values.ts';
import { SelectField } from '../engagement/select-field.tsx';
import { ActionNotice, keepFocusIn, useActionNotice } from '../session/action-notice.tsx';
import { type CurrencyRow, CurrencyRows } from './currency-rows.tsx';
import { nameIn } from './format.ts';
import { moneyFields, namesOf, offerBody } from './offer-body.ts';

const newPackage = 'new';
const moneyLabels: Record<string, MessageKey> = {
  amountMinor: 'bonusTerms.amountMinor',
  maxAmountMinor: 'bonusTerms.maxAmountMinor',
  betValueMinor: 'bonusTerms.betValueMinor',
  maxBetMinor: 'bonusTerms.maxBetMinor',
  maxConversionMinor: 'bonusTerms.maxConversionMinor',
};

/** A name in every shipped language: English required, the others fall back to it (decision 0087). */
function NamesFields(props: { prefix: string; legend: string; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 font-medium text-sm">{props.legend}</legend>
      {supportedLocales.map((locale) => (
        <TextField
          key={locale}
          id={`${props.prefix}-${locale}`}
          label={t(`broadcasts.language.${locale}`)}
          hint={locale === 'en' ? t('offerForm.nameRequired') : t('offerForm.nameFallback')}
          error={locale === 'en' ? props.error : undefined}
          input={{ name: `${props.prefix}-${locale}`, maxLength: 120, required: locale === 'en' }}
        />
      ))}
    </fieldset>
  );
}

/**
 * A new bonus offer (docs/decisions/0133): its package (or a new one), how it is given, its conditions and
 * its one bonus with money per currency, typed in major units. It is created switched off; the list below
 * shows it, marketing reviews and switches it on, and the codes screen can then make a code for it.
 */
export function NewOfferForm(props: { onCreated(offer: AdminBonusOffer): Promise<void> }) {
  const { t, locale } = useI18n();
  const currencies = useCurrencies();
  const [packages, setPackages] = useState<AdminBonusPackage[] | undefined>();
  const [games, setGames] = useState<AdminFreeSpinGame[]>([]);
  const [packageId, setPackageId] = useState('');
  const [trigger, setTrigger] = useState<1 | 3>(3);
  const [type, setType] = useState<1 | 2 | 3>(2);
  const [minDeposits, setMinDeposits] = useState<CurrencyRow[]>([]);
  const [money, setMoney] = useState<CurrencyRow[]>([]);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]> | undefined>();
  const { notice, run } = useActionNotice((error) => {
    setFields(error.fields);
    return error.fields ? t('bonusTerms.checkFields') : undefined;
  });

  useEffect(() => {
    void adminApi<AdminBonusPackage[]>('/bonus-packages').then(setPackages);
    void adminApi<AdminFreeSpinGame[]>('/bonus-free-spin-games').then(setGames);
  }, []);

  const known = (currencies ?? []).map((c) => ({ code: c.code, decimals: subunitDecimals(Number(c.subunitToUnit)) }));
  const decimals = (code: string) => known.find((c) => c.code === code)?.decimals ?? 2;
  const baseCurrency = currencies?.find((c) => c.isBase);
  const base = baseCurrency ? { code: baseCurrency.code, decimals: decimals(baseCurrency.code) } : undefined;
  const wrong = (name: string) => (fieldOf(fields, name) ? t('errors.field') : undefined);
  const onDeposit = trigger === 3;

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setFields(undefined);
    await run(async () => {
      let chosen = packageId;
      if (chosen === newPackage) {
        const created = await adminApi<AdminBonusPackage>('/bonus-packages', {
          method: 'POST',
          body: { names: namesOf(form, 'package-name') },
        });
        // Made once: should the offer be refused, trying again adds it to this package, not to another new one.
        setPackages((list) => [...(list ?? []), created]);
        setPackageId(created.id);
        chosen = created.id;
      }
      const body = offerBody(form, { packageId: chosen, trigger, type, minDeposits, money, decimals, base });
      const offer = await adminApi<AdminBonusOffer>('/bonuses', { method: 'POST', body });
      formElement.reset();
      setMinDeposits([]);
      setMoney([]);
      await props.onCreated(offer);
      return t('offerForm.created', { name: nameIn(offer.packageNames, locale), slug: offer.slug });
    });
    setPending(false);
    keepFocusIn(formElement);
  }

  const radio = (value: 1 | 3, label: MessageKey) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name="trigger" value={value} checked={trigger === value} onChange={() => setTrigger(value)} />
      {t(label)}
    </label>
  );
  const number = (
    name: string,
    label: MessageKey,
    options: { field?: string; hint?: MessageKey; input?: Record<string, string | number> } = {},
  ) => (
    <TextField
      id={`offer-${name}`}
      label={t(label)}
      hint={options.hint ? t(options.hint) : undefined}
      error={wrong(options.field ?? name)}
      input={{ name, type: 'number', min: 0, step: 1, inputMode: 'numeric', ...options.input }}
    />
  );
  const baseField = (name: string, label: MessageKey, field: string) =>
    base ? (
      <TextField
        id={`offer-${name}`}
        label={t(label, { currency: base.code })}
        hint={t('offerForm.baseHint')}
        error={wrong(field)}
        input={{ name, type: 'number', min: 0, step: minorStep(base.decimals), inputMode: 'decimal' }}
      />
    ) : null;

  return (
    <form className="flex flex-col gap-6" onSubmit={create} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="offer-package"
          name="packageId"
          label={t('offerForm.package')}
          error={wrong('packageId')}
          value={packageId}
          onChange={setPackageId}
          options={[
            { value: '', label: t('offerForm.choosePackage'), disabled: true },
            ...(packages ?? []).map((p) => ({ value: p.id, label: `${nameIn(p.names, locale)} (${p.slug})` })),
            { value: newPackage, label: t('offerForm.newPackage') },
          ]}
        />
      </div>
      {packageId === newPackage ? (
        <NamesFields prefix="package-name" legend={t('offerForm.packageNames')} error={wrong('names')} />
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">{t('offerForm.given')}</legend>
        {radio(3, 'offerForm.onDeposit')}
        {radio(1, 'offerForm.withCode')}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {onDeposit
          ? number('invoiceFrom', 'offerForm.invoiceFrom', { field: 'invoiceNumberFrom', input: { min: 1 } })
          : null}
        {onDeposit
          ? number('invoiceTo', 'offerForm.invoiceTo', {
              field: 'invoiceNumberTo',
              hint: 'offerForm.invoiceHint',
              input: { min: 1 },
            })
          : null}
        {number('perPlayerLimit', 'offerForm.perPlayerLimit', {
          hint: 'offerForm.perPlayerHint',
          input: { min: 1, defaultValue: 1 },
        })}
        <TextField
          id="offer-from"
          label={t('bonusCodes.validFrom')}
          error={wrong('availableFrom')}
          input={{ name: 'availableFrom', type: 'datetime-local' }}
        />
        <TextField
          id="offer-until"
          label={t('bonusCodes.validUntil')}
          error={wrong('availableUntil')}
          input={{ name: 'availableUntil', type: 'datetime-local' }}
        />
      </div>
      {onDeposit ? (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="requiresCode" />
            {t('offerForm.requiresCode')}
          </label>
          <CurrencyRows
            prefix="min-deposit"
            legend={t('offerForm.minDeposits')}
            rows={minDeposits}
            onChange={setMinDeposits}
            currencies={known}
            columns={[{ name: 'amountMinor', label: (currency) => t('offerForm.minDeposit', { currency }) }]}
            fields={fields}
            at="minDeposits"
          />
          <div className="sm:max-w-xs">
            {baseField('baseMinDeposit', 'offerForm.baseMinDeposit', 'baseMinDepositMinor')}
          </div>
        </>
      ) : null}

      <h3 className="font-semibold">{t('offerForm.bonusTitle')}</h3>
      <NamesFields prefix="bonus-name" legend={t('offerForm.bonusNames')} error={wrong('bonuses.0.names')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id="offer-type"
          name="type"
          label={t('offerForm.type')}
          error={wrong('bonuses.0.type')}
          value={String(type)}
          onChange={(value) => setType(Number(value) as 1 | 2 | 3)}
          options={[
            { value: '1', label: t('offerForm.types.cash') },
            { value: '2', label: t('offerForm.types.percentage') },
            { value: '3', label: t('offerForm.types.freeSpins') },
          ]}
        />
        {type === 2
          ? number('depositPercentage', 'bonusTerms.depositPercentage', {
              field: 'bonuses.0.depositPercentage',
              input: { min: 1, max: 1000 },
            })
          : null}
        {type === 3
          ? number('freeSpinsCount', 'bonusTerms.freeSpinsCount', {
              field: 'bonuses.0.freeSpinsCount',
              input: { min: 1 },
            })
          : null}
        {type === 3 ? (
          <SelectField
            id="offer-game"
            name="freeSpinsGame"
            label={t('offerForm.game')}
            error={wrong('bonuses.0.freeSpinsGame')}
            options={games.map((g) => ({ value: g.identity, label: `${g.name} (${g.provider})` }))}
          />
        ) : null}
        {number('wagerCasino', 'bonusTerms.wagerCasino', {
          field: 'bonuses.0.wagerCasino',
          hint: 'bonusTerms.wagerHint',
          input: { step: 0.01, inputMode: 'decimal', defaultValue: 35 },
        })}
        {number('wagerSportsbook', 'bonusTerms.wagerSportsbook', {
          field: 'bonuses.0.wagerSportsbook',
          input: { step: 0.01, inputMode: 'decimal', defaultValue: 0 },
        })}
        {onDeposit ? (
          <SelectField
            id="offer-wager-base"
            name="wagerBase"
            label={t('offerForm.wagerBase')}
            error={wrong('bonuses.0.wagerBase')}
            options={[
              { value: 'bonus', label: t('offerForm.wagerBases.bonus') },
              { value: 'bonus_deposit', label: t('offerForm.wagerBases.bonusDeposit') },
            ]}
          />
        ) : null}
        {number('claimDays', 'bonusTerms.claimDays', {
          field: 'bonuses.0.claimDays',
          hint: 'bonusTerms.claimDaysHint',
          input: { min: 1, defaultValue: 7 },
        })}
        {number('activeDays', 'offerForm.activeDays', {
          field: 'bonuses.0.activeDays',
          hint: 'offerForm.activeDaysHint',
          input: { min: 1, defaultValue: 30 },
        })}
        {type === 1 ? baseField('baseAmount', 'offerForm.baseAmount', 'bonuses.0.baseAmountMinor') : null}
        {type === 2 ? baseField('baseMaxAmount', 'offerForm.baseMaxAmount', 'bonuses.0.baseMaxAmountMinor') : null}
      </div>
      {onDeposit ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="locksDeposit" />
          {t('offerForm.locksDeposit')}
        </label>
      ) : null}
      <CurrencyRows
        prefix="bonus-money"
        legend={t('offerForm.money')}
        rows={money}
        onChange={setMoney}
        currencies={known}
        columns={(moneyFields[type] ?? []).map((name) => ({
          name,
          label: (currency: string) => t(moneyLabels[name] as MessageKey, { currency }),
          ...(name === 'maxConversionMinor' ? { hint: t('bonusTerms.emptyNone') } : {}),
        }))}
        fields={fields}
        at="bonuses.0.currencies"
      />
      <ActionNotice notice={notice} />
      <div className="sm:max-w-xs">
        <SubmitButton pending={pending} label={t('offerForm.create')} pendingLabel={t('signIn.pending')} />
      </div>
    </form>
  );
}
