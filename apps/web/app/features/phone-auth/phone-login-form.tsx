import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import type { FieldSettingsDocument } from '../auth/field-settings.ts';
import { fieldTexts } from '../auth/field-texts.ts';
import { checkField, type RuleFailure } from '../auth/form-rules.ts';
import { firstFieldErrors } from '../auth/server-errors.ts';
import { sendCode } from './phone-api.ts';
import { normalisedPhone, phoneFieldSpec } from './phone-rules.ts';

/**
 * Log in by phone (decision 0013: a phone-registered player has no e-mail and logs in by SMS code): the
 * number, then POST /api/player/otp/send with purpose login and the code modal. The API answers the same
 * for unknown numbers, so this form never says whether a number has an account.
 */
export function PhoneLoginForm(props: { fieldSettings: FieldSettingsDocument | undefined }) {
  const { t, has } = useI18n();
  const modals = useModals();
  const texts = fieldTexts(props.fieldSettings, t, has);
  const [failure, setFailure] = useState<RuleFailure | undefined>();
  const [server, setServer] = useState<string | undefined>();
  const [problem, setProblem] = useState<'failed' | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('[name="phone"]');
    const value = input?.value ?? '';
    const found = checkField(phoneFieldSpec, { phone: value }, new Date());
    setFailure(found);
    setServer(undefined);
    setProblem(undefined);
    if (found) {
      input?.focus();
      return;
    }
    const phone = normalisedPhone(value);
    setPending(true);
    const answer = await sendCode(phone, 'login');
    setPending(false);
    // Inside the one-a-minute cooldown a code is already on its way: the modal counts down the rest.
    const wait = answer.ok ? answer.resendAfterSeconds : answer.status === 429 && answer.retryAfterSeconds;
    if (wait) {
      modals.open('verify-your-phone-number', { phone, purpose: 'login', resendAfterSeconds: wait });
      return;
    }
    if (!answer.ok && answer.status === 400) setServer(firstFieldErrors(answer.error.fields).phone);
    else setProblem('failed');
  };

  const error = texts.message(failure, { phone: texts.label('phone') }) ?? server;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('phone.login.formLabel')}>
      {problem ? <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert> : null}
      <p className="text-muted text-sm leading-relaxed">{t('phone.login.lead')}</p>
      <TextField
        id="login-phone"
        label={texts.label('phone')}
        error={error}
        hint={texts.hint('phone')}
        input={{
          name: 'phone',
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          required: true,
          placeholder: texts.placeholder('phone'),
        }}
      />
      <SubmitButton pending={pending} label={t('phone.login.submit')} pendingLabel={t('phone.login.pending')} />
    </form>
  );
}
