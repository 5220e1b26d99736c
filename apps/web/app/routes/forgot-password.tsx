import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { data, Form, useNavigation } from 'react-router';
import { authApi, retryMinutes } from '../features/auth/auth-api.server.ts';
import { loadFieldSettings } from '../features/auth/auth-content.server.ts';
import { fieldTexts } from '../features/auth/field-texts.ts';
import { type FieldFailures, forgotPasswordFields, formValues, validateForm } from '../features/auth/form-rules.ts';
import { firstFieldErrors } from '../features/auth/server-errors.ts';
import { useClientValidation } from '../features/auth/use-client-validation.ts';
import { requestLocale } from '../features/content/content-api.ts';
import { requireGuest } from '../features/session/route-access.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/forgot-password';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages'];

/** Guests only (spec 01 §6): a logged-in player is sent home. */
async function pageLoader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return { fieldSettings: await loadFieldSettings(args.context, requestLocale(args.request)) };
}

type Outcome =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; failures: FieldFailures; server: Record<string, string>; email: string }
  | { status: 'rate-limited'; minutes: number; email: string }
  | { status: 'failed'; email: string };

/** Request a reset link (spec 01 §4); the answer is the same whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const email = (values.email ?? '').trim();
  const failures = validateForm(forgotPasswordFields, values, new Date());
  if (Object.keys(failures).length)
    return data<Outcome>({ status: 'invalid', failures, server: {}, email }, { status: 400 });
  const answer = await authApi(
    context,
    request,
  )({ method: 'POST', path: '/api/player/passwords/reset', body: { email } });
  if (answer.ok) return data<Outcome>({ status: 'sent', email });
  if (answer.status === 429)
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer), email }, { status: 429 });
  if (answer.status === 400 && Object.keys(answer.error.fields).length) {
    return data<Outcome>(
      { status: 'invalid', failures: {}, server: firstFieldErrors(answer.error.fields), email },
      { status: 400 },
    );
  }
  return data<Outcome>({ status: 'failed', email }, { status: 502 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, has } = useI18n();
  const texts = fieldTexts(loaderData.fieldSettings, t, has);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = actionData as Outcome | undefined;
  const client = useClientValidation(forgotPasswordFields);
  const failures = client.failures ?? (outcome?.status === 'invalid' ? outcome.failures : {});
  const server = !client.failures && outcome?.status === 'invalid' ? outcome.server : {};

  return (
    <PageFrame name="forgotPassword" inCard>
      {outcome?.status === 'sent' ? (
        <FormAlert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentText', { email: outcome.email })}
        </FormAlert>
      ) : (
        <>
          {outcome?.status === 'rate-limited' ? (
            <FormAlert title={t('auth.forgot.rateLimitedTitle')}>
              {t('auth.tryAgainIn', { minutes: outcome.minutes })}
            </FormAlert>
          ) : null}
          {outcome?.status === 'failed' ? (
            <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>
          ) : null}
          <Form method="post" noValidate onSubmit={client.onSubmit} className="flex flex-col gap-5">
            <TextField
              id="forgot-email"
              label={texts.label('email')}
              error={texts.message(failures.email) ?? server.email}
              input={{
                name: 'email',
                type: 'email',
                autoComplete: 'email',
                inputMode: 'email',
                required: true,
                placeholder: texts.placeholder('email'),
                defaultValue: outcome?.email,
              }}
            />
            <SubmitButton pending={pending} label={t('auth.forgot.submit')} pendingLabel={t('auth.forgot.pending')} />
          </Form>
        </>
      )}
      <AuthAlternative textKey="pages.forgotPassword.remembered" linkKey="pages.forgotPassword.logInLink" to="/login" />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
