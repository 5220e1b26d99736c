import { FormAlert, PasswordField, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText, fieldErrorText } from './error-text.ts';

/** Password plus a second factor: the authenticator's code, or one recovery code. */
export function SignIn() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [useRecovery, setUseRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const secondFactor = String(form.get('second') ?? '');
    setPending(true);
    setError(undefined);
    try {
      await adminApi('/session', {
        method: 'POST',
        body: {
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          ...(useRecovery ? { recoveryCode: secondFactor } : { code: secondFactor }),
        },
      });
      navigate('/', { replace: true });
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) => fieldErrorText(t, error, name);
  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
        <TextField
          id="email"
          label={t('signIn.email')}
          error={fieldError('email')}
          input={{ name: 'email', type: 'email', autoComplete: 'username', required: true }}
        />
        <PasswordField
          id="password"
          label={t('signIn.password')}
          error={fieldError('password')}
          toggle={{ show: t('form.showPassword'), hide: t('form.hidePassword') }}
          input={{ name: 'password', autoComplete: 'current-password', required: true }}
        />
        <TextField
          id="second"
          label={useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
          error={fieldError(useRecovery ? 'recoveryCode' : 'code')}
          hint={useRecovery ? t('signIn.recoveryHint') : t('signIn.codeHint')}
          input={
            useRecovery
              ? { name: 'second', autoComplete: 'off', required: true, spellCheck: false }
              : {
                  name: 'second',
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  pattern: '[0-9]{6}',
                  required: true,
                }
          }
        />
        <button
          type="button"
          className="self-start font-semibold text-accent text-sm underline-offset-4 hover:underline"
          onClick={() => setUseRecovery((v) => !v)}
        >
          {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </button>
        <SubmitButton pending={pending} label={t('signIn.submit')} pendingLabel={t('signIn.pending')} />
      </form>
    </AuthCard>
  );
}
