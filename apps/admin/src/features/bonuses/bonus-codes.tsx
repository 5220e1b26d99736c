import { type AdminBonusCode, type AdminBonusOffer, adminBonusErrorCodes } from '@croupier/contracts/admin-bonuses';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { describedBy, Field, FormAlert, inputClass, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { errorText, fieldErrorText } from '../session/error-text.ts';
import { nameIn, period } from './format.ts';

/** Where a code stands for players now: what the player's call would answer, in the staff member's words. */
function codeState(code: AdminBonusCode, now: number): MessageKey {
  if (!code.isEnabled) return 'bonusCodes.state.disabled';
  if (code.availableUntil && Date.parse(code.availableUntil) <= now) return 'bonusCodes.state.ended';
  if (code.availableFrom && Date.parse(code.availableFrom) > now) return 'bonusCodes.state.scheduled';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'bonusCodes.state.usedUp';
  return 'bonusCodes.state.active';
}

/** A datetime-local value (the staff member's own time) as an instant; empty: none. */
const instant = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text ? new Date(text).toISOString() : null;
};
const wholeNumber = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text ? Number(text) : undefined;
};

/** The bonus codes: every code with its uses and limits, disabling one, and the form for a new one. */
export function BonusCodes(props: {
  codes: AdminBonusCode[] | undefined;
  offers: AdminBonusOffer[] | undefined;
  onChanged(): Promise<void>;
}) {
  const { t, locale } = useI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const [created, setCreated] = useState<string | undefined>();
  const { notice, run } = useActionNotice();
  const now = Date.now();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setError(undefined);
    setCreated(undefined);
    try {
      const usageLimit = wholeNumber(form.get('usageLimit'));
      const code = await adminApi<AdminBonusCode>('/bonus-codes', {
        method: 'POST',
        body: {
          code: String(form.get('code') ?? ''),
          offerId: String(form.get('offerId') ?? ''),
          usageLimit: usageLimit ?? null,
          perPlayerLimit: wholeNumber(form.get('perPlayerLimit')) ?? 1,
          availableFrom: instant(form.get('availableFrom')),
          availableUntil: instant(form.get('availableUntil')),
        },
      });
      setCreated(t('bonusCodes.created', { code: code.code, offer: nameIn(code.offerNames, locale) }));
      formElement.reset();
      await props.onChanged();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  async function disable(code: AdminBonusCode) {
    await run(async () => {
      await adminApi(`/bonus-codes/${code.id}/disable`, { method: 'POST' });
      return t('bonusCodes.disabledDone', { code: code.code });
    });
    await props.onChanged();
  }

  const codeError =
    error?.code === adminBonusErrorCodes.codeTaken ? t('bonusCodes.taken') : fieldErrorText(t, error, 'code');
  const offerError = fieldErrorText(t, error, 'offerId');
  const untilError = error?.fields?.availableUntil ? t('bonusCodes.untilAfterFrom') : undefined;
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <div className="grid gap-8 xl:grid-cols-[1fr_22rem]">
      <section aria-labelledby="bonus-codes" className="flex min-w-0 flex-col gap-4">
        <h2 id="bonus-codes" className="font-semibold text-lg">
          {t('bonusCodes.title')}
        </h2>
        <ActionNotice notice={notice} />
        {!props.codes ? (
          <p className="text-muted">{t('common.loading')}</p>
        ) : props.codes.length === 0 ? (
          <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('bonusCodes.none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr className="border-line border-b">
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.code')}</th>
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.offer')}</th>
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.uses')}</th>
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.perPlayer')}</th>
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.valid')}</th>
                  <th className="py-2 pr-4 font-medium">{t('bonusCodes.status')}</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">{t('bonusCodes.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.codes.map((code) => (
                  <tr key={code.id} className="border-line/60 border-b" data-testid="bonus-code">
                    <td className="whitespace-nowrap py-2 pr-4 font-mono">{code.code}</td>
                    <td className="py-2 pr-4">{nameIn(code.offerNames, locale)}</td>
                    <td className="py-2 pr-4">
                      {code.usageLimit === null
                        ? t('bonusCodes.usesUnlimited', { used: code.usedCount })
                        : t('bonusCodes.usesOf', { used: code.usedCount, limit: code.usageLimit })}
                    </td>
                    <td className="py-2 pr-4">{code.perPlayerLimit}</td>
                    <td className="py-2 pr-4">{period(t, when, code.availableFrom, code.availableUntil)}</td>
                    <td className="py-2 pr-4" data-testid="bonus-code-state">
                      {t(codeState(code, now))}
                    </td>
                    <td className="py-2">
                      {code.isEnabled ? (
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={t('bonusCodes.disableLabel', { code: code.code })}
                          onClick={() => void disable(code)}
                        >
                          {t('bonusCodes.disable')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section
        aria-labelledby="new-bonus-code"
        className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5"
      >
        <h2 id="new-bonus-code" className="font-semibold text-lg">
          {t('bonusCodes.createTitle')}
        </h2>
        <form className="flex flex-col gap-4" onSubmit={create} noValidate>
          <div aria-live="polite" className="empty:hidden">
            {created ? <FormAlert tone="success">{created}</FormAlert> : null}
          </div>
          {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
          <TextField
            id="bonus-code"
            label={t('bonusCodes.code')}
            hint={t('bonusCodes.codeHint')}
            error={codeError}
            input={{ name: 'code', required: true, maxLength: 32, autoComplete: 'off', spellCheck: false }}
          />
          <Field id="bonus-code-offer" label={t('bonusCodes.offer')} error={offerError}>
            <select
              id="bonus-code-offer"
              name="offerId"
              required
              defaultValue=""
              className={inputClass}
              aria-invalid={offerError ? true : undefined}
              aria-describedby={describedBy('bonus-code-offer', offerError, undefined)}
            >
              <option value="" disabled>
                {t('bonusCodes.chooseOffer')}
              </option>
              {(props.offers ?? []).map((offer) => (
                <option key={offer.id} value={offer.id}>
                  {t(offer.isEnabled ? 'bonusCodes.offerOption' : 'bonusCodes.offerOptionOff', {
                    name: nameIn(offer.packageNames, locale),
                    slug: offer.slug,
                  })}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            id="bonus-code-usage"
            label={t('bonusCodes.usageLimit')}
            hint={t('bonusCodes.usageLimitHint')}
            error={fieldErrorText(t, error, 'usageLimit')}
            input={{ name: 'usageLimit', type: 'number', min: 1, step: 1, inputMode: 'numeric' }}
          />
          <TextField
            id="bonus-code-per-player"
            label={t('bonusCodes.perPlayerLimit')}
            error={fieldErrorText(t, error, 'perPlayerLimit')}
            input={{ name: 'perPlayerLimit', type: 'number', min: 1, step: 1, defaultValue: 1, inputMode: 'numeric' }}
          />
          <TextField
            id="bonus-code-from"
            label={t('bonusCodes.validFrom')}
            hint={t('bonusCodes.validHint')}
            error={fieldErrorText(t, error, 'availableFrom')}
            input={{ name: 'availableFrom', type: 'datetime-local' }}
          />
          <TextField
            id="bonus-code-until"
            label={t('bonusCodes.validUntil')}
            hint={t('bonusCodes.validHint')}
            error={untilError}
            input={{ name: 'availableUntil', type: 'datetime-local' }}
          />
          <SubmitButton pending={pending} label={t('bonusCodes.create')} pendingLabel={t('signIn.pending')} />
        </form>
      </section>
    </div>
  );
}
