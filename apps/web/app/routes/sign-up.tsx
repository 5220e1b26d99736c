import { signUpDocument } from '@croupier/contracts/content';
import type { FieldValidation } from '@croupier/contracts/player';
import type { Country, Currency } from '@croupier/contracts/settings';
import {
  CheckboxField,
  FormAlert,
  linkClass,
  PasswordField,
  SubmitButton,
  TextField,
} from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, Form, Link, useBlocker, useNavigation, useSearchParams } from 'react-router';
import { trackRegistrationFunnel } from '../features/analytics/registration-funnel.ts';
import { cookieValue } from '../features/auth/access-cookie.ts';
import { authApi, retryMinutes } from '../features/auth/auth-api.server.ts';
import { loadFieldSettings } from '../features/auth/auth-content.server.ts';
import { fieldTexts } from '../features/auth/field-texts.ts';
import { FingerprintInput } from '../features/auth/fingerprint-input.tsx';
import { type FieldFailures, type FieldSpec, formValues, validateForm } from '../features/auth/form-rules.ts';
import { registrationBody, resolveCountry } from '../features/auth/registration-body.ts';
import { RegistrationFacts } from '../features/auth/registration-facts.tsx';
import { firstFieldErrors } from '../features/auth/server-errors.ts';
import { SignUpBanner } from '../features/auth/sign-up-banner.tsx';
import { requestLocale } from '../features/content/content-api.ts';
import { loadContent } from '../features/content/content-loader.server.ts';
import { affiliateTagCookie } from '../features/navigation/affiliate-tag.ts';
import { useAuthMethod } from '../features/phone-auth/auth-method.ts';
import { AuthMethodSwitch } from '../features/phone-auth/auth-method-switch.tsx';
import { PhoneSignUpForm } from '../features/phone-auth/phone-sign-up-form.tsx';
import { requireGuest } from '../features/session/route-access.server.ts';
import { loadSocialProviders, startSocialLogin } from '../features/social/social.server.ts';
import { SocialButtons } from '../features/social/social-buttons.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { dataOr } from '../platform/api/api-client.ts';
import { publicApi } from '../platform/api/clients.ts';
import { serverApi } from '../platform/api/server-api.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { useModals } from '../ui/modal/modal-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/sign-up';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages', 'phone', 'social', 'walletBonus'];

async function registrationForm(context: Route.LoaderArgs['context'], locale: string) {
  const api = serverApi(context);
  const [fields, currencies, countries] = await Promise.all([
    api<{ fields: FieldValidation[] }>({ path: '/api/player/fields/validations?scenario=registration' }),
    api<Currency[]>({ path: '/api/settings/currencies?visible=true' }),
    api<Country[]>({ path: `/api/settings/countries?locale=${encodeURIComponent(locale)}` }),
  ]);
  return {
    fields: dataOr(fields, undefined)?.fields ?? [],
    currencies: dataOr(currencies, []).map((c) => ({ code: c.code, symbol: c.symbol })),
    // Restricted jurisdictions are never offered (spec 01 §3); the API sorts by name in the locale.
    countries: dataOr(countries, [])
      .filter((c) => !c.restrict)
      .map((c) => ({ code: c.code, name: c.name })),
  };
}

/** The server's registration fields as client rules, under their body property names. */
function specsOf(fields: readonly FieldValidation[]): FieldSpec[] {
  return fields.map((f) => ({ property: f.property, required: f.required, rules: f.rules }));
}

/** Guests only (spec 01 §6): a logged-in player is sent home. */
async function pageLoader(args: Route.LoaderArgs) {
  await requireGuest(args);
  const socialUnavailable = await startSocialLogin(args);
  const locale = requestLocale(args.request);
  const [form, fieldSettings, page, socialProviders] = await Promise.all([
    registrationForm(args.context, locale),
    loadFieldSettings(args.context, locale),
    loadContent(args, 'pages/sign-up', signUpDocument).catch(() => undefined),
    loadSocialProviders(args.context),
  ]);
  return { ...form, fieldSettings, banner: page?.bonusBanner, socialProviders, socialUnavailable };
}

type Outcome =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; failures: FieldFailures; server: Record<string, string> }
  | { status: 'rate-limited'; minutes: number }
  | { status: 'failed' };

/** Register (spec 01 §4, decision 0010): always "check your e-mail" when the details pass. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const locale = requestLocale(request);
  const form = await registrationForm(context, locale);
  const country = resolveCountry(values, form.countries);
  const checked = { ...values, country: country ?? '' };
  const failures = validateForm(specsOf(form.fields), checked, new Date());
  if (Object.keys(failures).length) {
    return data<Outcome>({ status: 'invalid', failures, server: {} }, { status: 400 });
  }
  const body = registrationBody(values, {
    country,
    locale,
    affiliateTag: cookieValue(request.headers.get('cookie'), affiliateTagCookie),
  });
  const answer = await authApi(context, request)({ method: 'POST', path: '/api/player/register', body });
  if (answer.ok) return data<Outcome>({ status: 'sent', email: String(body.email) });
  if (answer.status === 429)
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer) }, { status: 429 });
  if (answer.status === 400 && Object.keys(answer.error.fields).length) {
    return data<Outcome>(
      { status: 'invalid', failures: {}, server: firstFieldErrors(answer.error.fields) },
      { status: 400 },
    );
  }
  return data<Outcome>({ status: 'failed' }, { status: 502 });
}

/** Sends the same registration again from the browser ("send again" in the check-your-email modal). */
async function resendRegistration(body: Record<string, unknown>): Promise<boolean> {
  return (await publicApi({ method: 'POST', path: '/api/player/register', body })).ok;
}

const knownFields = new Set([
  'email',
  'password',
  'passwordConfirmation',
  'currency',
  'country',
  'birthdate',
  'agreements',
  'receiveEmailPromo',
  'bonusCode',
]);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, has, path, locale } = useI18n();
  const { fields, currencies, countries, fieldSettings, banner } = loaderData;
  const texts = fieldTexts(fieldSettings, t, has);
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = actionData as Outcome | undefined;
  const modals = useModals();
  const method = useAuthMethod();
  const specs = specsOf(fields);
  const [clientFailures, setClientFailures] = useState<FieldFailures | null>(null);
  const lastBody = useRef<Record<string, unknown> | null>(null);
  const [dirty, setDirty] = useState(false);
  const shown = fields.filter((f) => knownFields.has(f.property));
  const byProperty = new Map(shown.map((f) => [f.property, f]));

  const failures = clientFailures ?? (outcome?.status === 'invalid' ? outcome.failures : {});
  const server = !clientFailures && outcome?.status === 'invalid' ? outcome.server : {};
  const labels: Record<string, string> = {};
  for (const f of shown) labels[f.property] = texts.label(f.name);
  const error = (property: string) => texts.message(failures[property], labels) ?? server[property];

  // The funnel (spec 02 §3): the form shown, by the method it is shown for.
  useEffect(() => {
    trackRegistrationFunnel('opened', method.value);
  }, [method.value]);

  // The server's answer, once per answer.
  useEffect(() => {
    if (!outcome) return;
    const steps = { sent: 'sent', invalid: 'invalid', 'rate-limited': 'rateLimited', failed: 'failed' } as const;
    trackRegistrationFunnel(steps[outcome.status], 'email');
  }, [outcome]);

  // Registration accepted: the check-your-email modal says where the link went (spec 02 §2).
  useEffect(() => {
    if (outcome?.status !== 'sent') return;
    setDirty(false);
    const body = lastBody.current;
    modals.open('check-your-email', {
      email: outcome.email,
      ...(body ? { resend: () => resendRegistration(body) } : {}),
    });
  }, [outcome, modals.open]);

  // Leaving a half-filled form asks first (sign-up-cancel); a sent form leaves freely.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !pending && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.open('sign-up-cancel', { leave: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, modals.open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(new FormData(event.currentTarget));
    const country = resolveCountry(values, countries);
    const found = validateForm(specs, { ...values, country: country ?? '' }, new Date());
    const first = specs.find((spec) => found[spec.property]);
    setClientFailures(first ? found : null);
    if (first) {
      trackRegistrationFunnel('invalid', 'email');
      event.preventDefault();
      const name = first.property === 'country' ? 'countryName' : first.property;
      event.currentTarget.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    const affiliateTag = cookieValue(document.cookie, affiliateTagCookie);
    lastBody.current = registrationBody(values, { country, locale, affiliateTag });
    trackRegistrationFunnel('submitted', 'email');
  };

  const field = (property: string) => byProperty.get(property);
  const email = field('email');
  const password = field('password');
  const confirmation = field('passwordConfirmation');
  const agreements = field('agreements');
  const promo = field('receiveEmailPromo');

  return (
    <PageFrame name="signUp" inCard>
      {banner ? <SignUpBanner title={banner.title} text={banner.text} art={banner.art} /> : null}
      <AuthMethodSwitch id="sign-up" method={method} />
      {outcome?.status === 'sent' ? (
        <FormAlert tone="success" title={t('auth.signUp.sentTitle')}>
          {t('auth.signUp.sentText', { email: outcome.email })}
        </FormAlert>
      ) : null}
      {outcome?.status === 'rate-limited' ? (
        <FormAlert title={t('auth.signUp.rateLimitedTitle')}>
          {t('auth.tryAgainIn', { minutes: outcome.minutes })}
        </FormAlert>
      ) : null}
      {outcome?.status === 'failed' ? (
        <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>
      ) : null}
      {outcome?.status === 'sent' ? null : (
        <SocialButtons
          providers={loaderData.socialProviders}
          page="/sign-up"
          unavailable={loaderData.socialUnavailable}
        />
      )}
      {method.value === 'phone' ? (
        <PhoneSignUpForm
          fields={fields}
          currencies={currencies}
          countries={countries}
          fieldSettings={fieldSettings}
          onDirtyChange={setDirty}
        />
      ) : null}
      <Form
        method="post"
        noValidate
        hidden={method.value === 'phone'}
        onSubmit={onSubmit}
        onChange={() => setDirty(true)}
        className="grid gap-5 sm:grid-cols-2"
      >
        <FingerprintInput />
        {email ? (
          <div className="sm:col-span-2">
            <TextField
              id="sign-up-email"
              label={texts.label(email.name)}
              error={error('email')}
              input={{
                name: 'email',
                type: 'email',
                autoComplete: 'email',
                inputMode: 'email',
                required: email.required,
                placeholder: texts.placeholder(email.name),
                defaultValue: search.get('email') ?? undefined,
              }}
            />
          </div>
        ) : null}
        {password ? (
          <div className={confirmation ? '' : 'sm:col-span-2'}>
            <PasswordField
              toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
              id="sign-up-password"
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
            id="sign-up-password-confirmation"
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
          idPrefix="sign-up"
          field={field}
          texts={texts}
          error={error}
          currencies={currencies}
          countries={countries}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          {agreements ? (
            <CheckboxField
              id="sign-up-agreements"
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
          {promo ? <CheckboxField id="sign-up-promo" name="receiveEmailPromo" label={texts.label(promo.name)} /> : null}
        </div>
        <div className="sm:col-span-2">
          <SubmitButton pending={pending} label={t('auth.signUp.submit')} pendingLabel={t('auth.signUp.pending')} />
        </div>
      </Form>
      <AuthAlternative textKey="pages.signUp.haveAccount" linkKey="pages.signUp.logInLink" to="/login" />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
