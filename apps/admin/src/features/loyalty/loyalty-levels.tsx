import type { AdminLoyaltyLevels } from '@croupier/contracts/admin-loyalty';
import { Button } from '@croupier/ui/button';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { majorText, minorText } from '../../platform/minor-units.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { fieldOf, numberOf } from '../engagement/form-values.ts';
import { ActionNotice, keepFocusIn, useActionNotice } from '../session/action-notice.tsx';
import { errorText } from '../session/error-text.ts';

/** A level as typed: existing ones keep their id and their names in other languages. */
interface Row {
  key: string;
  id: string | null;
  names: Record<string, string>;
  points: string;
  cashbackPercent: string;
  levelUpBonus: string;
  birthdayBonus: string;
}

const rowsOf = (answer: AdminLoyaltyLevels): Row[] =>
  answer.levels.map((level) => ({
    key: level.id,
    id: level.id,
    names: level.names,
    points: String(level.points),
    cashbackPercent: String(level.cashbackPercent),
    levelUpBonus: majorText(level.levelUpBonusMinor, answer.decimals),
    birthdayBonus: majorText(level.birthdayBonusMinor, answer.decimals),
  }));

/**
 * Marketing's loyalty levels (issue 22 §7; docs/decisions/0122): each level's points threshold and perks, and
 * new levels at the end (players' accounts record their level's place, so levels are not reordered or
 * removed). Edits apply to the next level computation and perk payment; what players reached stays.
 */
export function LoyaltyLevels() {
  const { t } = useI18n();
  const [levels, setLevels] = useState<AdminLoyaltyLevels | undefined>();
  const [rows, setRows] = useState<Row[]>([]);
  const [loadError, setLoadError] = useState<ApiError | undefined>();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]> | undefined>();
  const { notice, run } = useActionNotice((error) => {
    setFields(error.fields);
    return error.fields ? t('bonusTerms.checkFields') : undefined;
  });

  const show = useCallback((answer: AdminLoyaltyLevels) => {
    setLevels(answer);
    setRows(rowsOf(answer));
  }, []);
  useEffect(() => {
    adminApi<AdminLoyaltyLevels>('/loyalty-levels').then(show, (caught) => setLoadError(asApiError(caught)));
  }, [show]);

  const edit = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function addLevel() {
    const key = crypto.randomUUID();
    setRows((current) => [
      ...current,
      { key, id: null, names: {}, points: '', cashbackPercent: '0', levelUpBonus: '0', birthdayBonus: '0' },
    ]);
    // The new level's first field, once it is drawn, so the keyboard lands where typing starts.
    requestAnimationFrame(() => document.getElementById(`level-${key}-name`)?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!levels) return;
    const formElement = event.currentTarget;
    setPending(true);
    setFields(undefined);
    await run(async () => {
      const after = await adminApi<AdminLoyaltyLevels>('/loyalty-levels', {
        method: 'PUT',
        body: {
          levels: rows.map((row) => ({
            id: row.id,
            names: { ...row.names, en: row.names.en ?? '' },
            points: numberOf(row.points),
            cashbackPercent: numberOf(row.cashbackPercent),
            levelUpBonusMinor: minorText(row.levelUpBonus, levels.decimals) ?? '',
            birthdayBonusMinor: minorText(row.birthdayBonus, levels.decimals) ?? '',
          })),
        },
      });
      show(after);
      return t('loyaltyLevels.saved');
    });
    setPending(false);
    keepFocusIn(formElement);
  }

  const wrong = (name: string) => (fieldOf(fields, name) ? t('errors.field') : undefined);
  const currency = levels?.currency ?? '';
  return (
    <>
      <PageHeading title={t('loyaltyLevels.title')} intro={t('loyaltyLevels.intro')} />
      {loadError ? (
        <FormAlert>{errorText(t, loadError)}</FormAlert>
      ) : !levels ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={save} noValidate aria-label={t('loyaltyLevels.title')}>
          {rows.map((row, index) => {
            const id = (name: string) => `level-${row.key}-${name}`;
            const at = (name: string) => `levels.${index}.${name}`;
            return (
              <fieldset
                key={row.key}
                data-testid="loyalty-level"
                className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
              >
                <legend className="px-1 font-medium text-sm">
                  {t(row.id ? 'loyaltyLevels.level' : 'loyaltyLevels.newLevel', { number: index + 1 })}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                  <TextField
                    id={id('name')}
                    label={t('loyaltyLevels.name')}
                    error={wrong(at('names'))}
                    input={{
                      value: row.names.en ?? '',
                      maxLength: 80,
                      onChange: (e) => edit(row.key, { names: { ...row.names, en: e.currentTarget.value } }),
                    }}
                  />
                  <TextField
                    id={id('points')}
                    label={t('loyaltyLevels.points')}
                    error={fieldOf(fields, at('points')) ? t('loyaltyLevels.pointsAbove') : undefined}
                    input={{
                      type: 'number',
                      min: 0,
                      step: 0.01,
                      inputMode: 'decimal',
                      value: row.points,
                      onChange: (e) => edit(row.key, { points: e.currentTarget.value }),
                    }}
                  />
                  <TextField
                    id={id('cashback')}
                    label={t('loyaltyLevels.cashbackPercent')}
                    error={wrong(at('cashbackPercent'))}
                    input={{
                      type: 'number',
                      min: 0,
                      max: 100,
                      step: 0.01,
                      inputMode: 'decimal',
                      value: row.cashbackPercent,
                      onChange: (e) => edit(row.key, { cashbackPercent: e.currentTarget.value }),
                    }}
                  />
                  <TextField
                    id={id('level-up')}
                    label={t('loyaltyLevels.levelUpBonus', { currency })}
                    error={wrong(at('levelUpBonusMinor'))}
                    input={{
                      inputMode: 'decimal',
                      autoComplete: 'off',
                      value: row.levelUpBonus,
                      onChange: (e) => edit(row.key, { levelUpBonus: e.currentTarget.value }),
                    }}
                  />
                  <TextField
                    id={id('birthday')}
                    label={t('loyaltyLevels.birthdayBonus', { currency })}
                    error={wrong(at('birthdayBonusMinor'))}
                    input={{
                      inputMode: 'decimal',
                      autoComplete: 'off',
                      value: row.birthdayBonus,
                      onChange: (e) => edit(row.key, { birthdayBonus: e.currentTarget.value }),
                    }}
                  />
                </div>
                {row.id ? null : (
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setRows((current) => current.filter((other) => other.key !== row.key));
                        // The button goes with its level: the keyboard goes back to adding one.
                        document.getElementById('add-loyalty-level')?.focus();
                      }}
                    >
                      {t('loyaltyLevels.removeNew')}
                    </Button>
                  </div>
                )}
              </fieldset>
            );
          })}
          <p className="text-muted text-sm">{t('loyaltyLevels.orderNote')}</p>
          <ActionNotice notice={notice} />
          <div className="flex flex-wrap items-center gap-3">
            <Button id="add-loyalty-level" variant="secondary" onClick={addLevel}>
              {t('loyaltyLevels.add')}
            </Button>
            <div className="w-full sm:w-64">
              <SubmitButton pending={pending} label={t('loyaltyLevels.save')} pendingLabel={t('signIn.pending')} />
            </div>
          </div>
        </form>
      )}
    </>
  );
}
