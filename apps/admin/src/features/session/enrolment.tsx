import { FormAlert, PasswordField, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText, fieldErrorText } from './error-text.ts';

interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/**
 * Accepting an invitation: a name and password, then the authenticator (QR code, or the secret typed in)
 * confirmed with its first code, then the recovery codes, shown this once.
 */
export function Enrolment() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();

  async function call<T>(path: string, body: unknown): Promise<T | undefined> {
    setPending(true);
    setError(undefined);
    try {
      return await adminApi<T>(path, { method: 'POST', body });
    } catch (caught) {
      setError(asApiError(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await call<Enrolment>('/enrolment/start', {
      token,
      name: String(form.get('name') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (answer) setEnrolment(answer);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await call<{ recoveryCodes: string[] }>('/enrolment/confirm', {
      token,
      code: String(form.get('code') ?? ''),
    });
    if (answer) setRecoveryCodes(answer.recoveryCodes);
  }

  const alert = error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null;

  if (recoveryCodes) {
    return (
      <AuthCard title={t('invitation.codesTitle')} intro={t('invitation.codesIntro')}>
        <ol
          className="grid grid-cols-2 gap-2 rounded-control bg-canvas p-4 font-mono text-sm"
          data-testid="recovery-codes"
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Link className="self-start font-semibold text-accent underline-offset-4 hover:underline" to="/sign-in">
          {t('invitation.toSignIn')}
        </Link>
      </AuthCard>
    );
  }

  if (enrolment) {
    return (
      <AuthCard title={t('invitation.totpTitle')} intro={t('invitation.totpIntro')}>
        <img
          src={enrolment.qrCode}
          alt={t('invitation.qrAlt')}
          className="size-48 self-center rounded-control bg-white p-2"
        />
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-muted">{t('invitation.secretLabel')}</p>
          <code className="break-all rounded-control bg-canvas p-2 font-mono" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </div>
        <form className="flex flex-col gap-4" onSubmit={confirm} noValidate>
          {alert}
          <TextField
            id="code"
            label={t('signIn.code')}
            error={fieldErrorText(t, error, 'code')}
            input={{
              name: 'code',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              pattern: '[0-9]{6}',
              required: true,
            }}
          />
          <SubmitButton pending={pending} label={t('invitation.confirm')} pendingLabel={t('signIn.pending')} />
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('invitation.title')} intro={t('invitation.intro')}>
      {token ? (
        <form className="flex flex-col gap-4" onSubmit={start} noValidate>
          {alert}
          <TextField
            id="name"
            label={t('invitation.name')}
            error={fieldErrorText(t, error, 'name')}
            input={{ name: 'name', autoComplete: 'name', required: true }}
          />
          <PasswordField
            id="password"
            label={t('invitation.password')}
            hint={t('invitation.passwordHint')}
            error={fieldErrorText(t, error, 'password')}
            toggle={{ show: t('form.showPassword'), hide: t('form.hidePassword') }}
            input={{ name: 'password', autoComplete: 'new-password', required: true, minLength: 12 }}
          />
          <SubmitButton pending={pending} label={t('invitation.continue')} pendingLabel={t('signIn.pending')} />
        </form>
      ) : (
        <FormAlert>{t('errors.invitation_invalid')}</FormAlert>
      )}
      <Link className="self-start font-semibold text-accent text-sm underline-offset-4 hover:underline" to="/sign-in">
        {t('invitation.toSignIn')}
      </Link>
    </AuthCard>
  );
}
