import type { FieldValidation } from '@croupier/contracts/player';
import {
  CheckboxField,
  FormAlert,
  linkClass,
  PasswordField,
  SubmitButton,
  TextField,
} from '@croupier/ui/form-controls';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { trackRegistrationFunnel } from '../analytics/registration-funnel.ts';
import { cookieValue } from '../auth/access-cookie.ts';
import type { FieldSettingsDocument } from '../auth/field-settings.ts';
import { fieldTexts } from '../auth/field-texts.ts';
import { FingerprintInput } from '../auth/fingerprint-input.tsx';
import { checkField, type FieldFailures, formValues, validateForm } from '../auth/form-rules.ts';
import { type CountryOption, resolveCountry } from '../auth/registration-body.ts';
import { RegistrationFacts } from '../auth/registration-facts.tsx';
import { firstFieldErrors } from '../auth/server-errors.ts';
import { affiliateTagCookie } from '../navigation/affiliate-tag.ts';
import { registerByPhone } from './phone-api.ts';
import {
  phoneFieldSpec,
  phoneRegistrationBody,
  phoneRegistrationFields,
  phoneRegistrationSpecs,
} from './phone-rules.ts';

type Problem = { status: 'rate-limited'; minutes: number } | { status: 'failed' };

/**
 * Registration by phone (spec 01 §1, §4; decision 0013): the e-mail form's fields with the phone instead
 * of the e-mail, checked in the browser by the shared rule engine (the phone's specific libphonenumber
 * outcomes, spec 01 §8), then POST /api/player/register/phone and the code modal. Needs scripts: the code
 * step is a modal.
 */
export function PhoneSignUpForm(props: {
  fields: readonly FieldValidation[];
  currencies: readonly { code: string; symbol: string }[];
  countries: readonly CountryOption[];
  fieldSettings: FieldSettingsDocument | undefined;
  /** Tells the page whether leaving would lose typed data (the sign-up-cancel question). */
  onDirtyChange(dirty: boolean): void;
}) {
  const { t, has, path, locale } = useI18n();
  const modals = useModals();
  const texts = fieldTexts(props.fieldSettings, t, has);
  const specs = phoneRegistrationSpecs(props.fields);
  const shown = new Map(phoneRegistrationFields(props.fields).map((f) => [f.property, f]));
  const [failures, setFailures] = useState<FieldFailures>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | undefined>();
  const [pending, setPending] = useState(false);

  const labels: Record<string, string> = { phone: texts.label('phone') };
  for (const f of shown.values()) labels[f.property] = texts.label(f.name);
  const error = (property: string) => texts.message(failures[property], labels) ?? server[property];
  const field = (property: string) => shown.get(property);

  // The phone's own outcome as soon as the visitor leaves the field: the rules are specific enough to help.
  const onPhoneBlur = (event: FocusEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (!value.trim()) return;
    const failure = checkField(phoneFieldSpec, { phone: value }, new Date());
    setFailures((current) => {
      const { phone: _previous, ...rest } = current;
      return failure ? { ...rest, phone: failure } : rest;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(new FormData(form));
    const country = resolveCountry(values, props.countries);
    const found = validateForm(specs, { ...values, country: country ?? '' }, new Date());
    setFailures(found);
    setServer({});
    setProblem(undefined);
    const first = specs.find((spec) => found[spec.property]);
    if (first) {
      trackRegistrationFunnel('invalid', 'phone');
      const name = first.property === 'country' ? 'countryName' : first.property;
      form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    const body = phoneRegistrationBody(values, {
      country,
      locale,
      affiliateTag: cookieValue(document.cookie, affiliateTagCookie),
    });
    setPending(true);
    trackRegistrationFunnel('submitted', 'phone');
    const answer = await registerByPhone(body);
    setPending(false);
    const cooldown = !answer.ok && answer.error.code === 'otp_cooldown' ? answer.retryAfterSeconds : undefined;
    if (answer.ok || cooldown) {
      // Sent (or sent a moment ago): the form has done its job and may be left without asking.
      trackRegistrationFunnel('sent', 'phone');
      props.onDirtyChange(false);
      modals.open('verify-your-phone-number', {
        phone: body.phone,
        purpose: 'registration',
        resendAfterSeconds: answer.ok ? answer.resendAfterSeconds : cooldown,
      });
      return;
    }
    if (answer.status === 400 && Object.keys(answer.error.fields).length) {
      trackRegistrationFunnel('invalid', 'phone');
      setServer(firstFieldErrors(answer.error.fields));
    } else if (answer.status === 429) {
      trackRegistrationFunnel('rateLimited', 'phone');
      setProblem({
        status: 'rate-limited',
        minutes: Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60)),
      });
    } else {
      trackRegistrationFunnel('failed', 'phone');
      setProblem({ status: 'failed' });
    }
  };

  const password = field('password');
  const confirmation = field('passwordConfirmation');
  const agreements = field('agreements');

  return (
    <div className="flex flex-col gap-5">
      {problem?.status === 'rate-limited' ? (
        <FormAlert title={t('auth.signUp.rateLimitedTitle')}>
          {t('auth.tryAgainIn', { minutes: problem.minutes })}
        </FormAlert>
      ) : null}
      {problem?.status === 'failed' ? (
        <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        onChange={() => props.onDirtyChange(true)}
        className="grid gap-5 sm:grid-cols-2"
        aria-label={t('phone.signUp.formLabel')}
      >
        <FingerprintInput />
        <div className="sm:col-span-2">
          <TextField
            id="sign-up-phone"
            label={texts.label('phone')}
            error={error('phone')}
            hint={texts.hint('phone')}
            input={{
              name: 'phone',
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              required: true,
              placeholder: texts.placeholder('phone'),
              onBlur: onPhoneBlur,
            }}
          />
        </div>
        {password ? (
          <div className={confirmation ? '' : 'sm:col-span-2'}>
            <PasswordField
              toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
              id="sign-up-phone-password"
              label={texts.label(password.name)}
              error={error('password')}
              hint={texts.hint(password.name)}
              input={{
                name: 'password',
                autoComplete: 'new-password',
                required: password.required,
                placeholder: texts.placeholder(password.name),
              }}
            />
          </div>
        ) : null}
        {confirmation ? (
          <PasswordField
            toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
            id="sign-up-phone-password-confirmation"
            label={texts.label(confirmation.name)}
            error={error('passwordConfirmation')}
            input={{
              name: 'passwordConfirmation',
              autoComplete: 'new-password',
              required: confirmation.required,
              placeholder: texts.placeholder(confirmation.name),
            }}
          />
        ) : null}
        <RegistrationFacts
          idPrefix="sign-up-phone"
          field={field}
          texts={texts}
          error={error}
          currencies={props.currencies}
          countries={props.countries}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          {agreements ? (
            <CheckboxField
              id="sign-up-phone-agreements"
              name="agreements"
              required={agreements.required}
              label={texts.label(agreements.name)}
              error={error('agreements')}
              after={
                <Link to={path('/terms-and-conditions')} target="_blank" className={`${linkClass} text-sm`}>
                  {t('auth.signUp.readTerms')}
                </Link>
              }
            />
          ) : null}
          <CheckboxField id="sign-up-phone-promo" name="receiveSmsPromo" label={texts.label('receiveSmsPromo')} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton pending={pending} label={t('phone.signUp.submit')} pendingLabel={t('phone.signUp.pending')} />
        </div>
      </form>
    </div>
  );
}
