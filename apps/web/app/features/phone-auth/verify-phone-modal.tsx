import { Button } from '@croupier/ui/button';
import { describedBy, FieldError, inputClass, SubmitButton } from '@croupier/ui/form-controls';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { trackRegistration } from '../analytics/registration-funnel.ts';
import { announceSessionChange, writeAccessToken } from '../auth/browser-session.ts';
import { type OtpPurpose, sendCode, verifyCode } from './phone-api.ts';
import { clockText, codeDigits, codeLength, verifyProblem } from './phone-rules.ts';
import { RegistrationWelcome } from './registration-welcome.tsx';
import { useContentAlert } from './use-content-alert.ts';
import { useCountdown } from './use-countdown.ts';

type Resend = 'idle' | 'sending' | 'sent' | 'rateLimited' | 'failed';

function purposeOf(value: unknown): OtpPurpose {
  return value === 'login' ? 'login' : 'registration';
}

/**
 * verify-your-phone-number (spec 02 §2, open to anyone): the six-digit SMS code of a phone registration or
 * login (spec 01 §4, decision 0013). Props: phone (E.164), purpose, resendAfterSeconds. A registration
 * ends in the welcome step (successRegistration, spec 01 §8, and the deposit-limit offer); a login goes
 * home. Either way the access cookie is written here, as the e-mail login's action does on the server.
 */
export default function VerifyPhoneModal({ props, close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const revalidator = useRevalidator();
  const phone = typeof props.phone === 'string' ? props.phone : '';
  const purpose = purposeOf(props.purpose);
  const countdown = useCountdown(typeof props.resendAfterSeconds === 'number' ? props.resendAfterSeconds : 60);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [resend, setResend] = useState<Resend>('idle');
  const [welcome, setWelcome] = useState<{ currency: string } | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = 'verify-phone-code';
  const welcomeAlert = useContentAlert(purpose === 'registration' ? 'successRegistration' : undefined);

  const verify = async (digits: string) => {
    if (pending) return;
    if (digits.length !== codeLength) {
      setError(t('phone.verify.errors.length', { digits: codeLength }));
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    const answer = await verifyCode(phone, digits, purpose);
    if (!answer.ok) {
      setPending(false);
      setError(t(`phone.verify.errors.${verifyProblem(answer.status, answer.error.code)}`));
      input.current?.select();
      return;
    }
    writeAccessToken(answer.session.accessToken);
    if (purpose === 'login') {
      // A full load renders the home page logged in; this tab's SessionSync cannot announce it, so we do.
      announceSessionChange('login');
      window.location.assign(path('/'));
      return;
    }
    setPending(false);
    trackRegistration('phone', answer.session.profile.id);
    setWelcome({ currency: answer.session.profile.currency });
    // The root loader now sees the cookie (SessionSync writes the login marker) and the guest-only
    // sign-up page redirects home, while this modal stays open on top with the welcome step.
    void revalidator.revalidate();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = codeDigits(event.target.value);
    setCode(digits);
    if (error) setError(undefined);
    // A pasted or autofilled code is complete: send it without another tap.
    if (digits.length === codeLength && digits !== code) void verify(digits);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(code);
  };

  const onResend = async () => {
    setResend('sending');
    const answer = await sendCode(phone, purpose);
    if (answer.ok) {
      countdown.restart(answer.resendAfterSeconds);
      setResend('sent');
      setCode('');
      setError(undefined);
      input.current?.focus();
      return;
    }
    if (answer.retryAfterSeconds) countdown.restart(answer.retryAfterSeconds);
    setResend(answer.status === 429 ? 'rateLimited' : 'failed');
  };

  if (welcome)
    return <RegistrationWelcome titleId={titleId} currency={welcome.currency} alert={welcomeAlert} close={close} />;

  return (
    <ModalBody
      titleId={titleId}
      title={t('phone.verify.title')}
      lead={t('phone.verify.lead', { phone, digits: codeLength })}
      icon={
        <span className="grid size-12 place-items-center rounded-full bg-cool/15 text-cool">
          <Icon name="chat" />
        </span>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-medium text-sm text-text">
            {t('phone.verify.codeLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            name="code"
            value={code}
            onChange={onChange}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={codeLength + 2}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing this dialog asks for.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, error, undefined)}
            className={`${inputClass} text-center font-semibold text-2xl tracking-[0.5em] tabular-nums`}
          />
          {/* Announced as it appears: the input keeps focus, so the reader would not move to it otherwise. */}
          <div aria-live="assertive">
            <FieldError id={inputId} error={error} />
          </div>
        </div>
        <SubmitButton pending={pending} label={t('phone.verify.submit')} pendingLabel={t('phone.verify.pending')} />
        <Button variant="secondary" onClick={onResend} disabled={countdown.left > 0 || resend === 'sending'}>
          {countdown.left > 0
            ? t('phone.verify.resendIn', { time: clockText(countdown.left) })
            : t(resend === 'sending' ? 'phone.verify.resending' : 'phone.verify.resend')}
        </Button>
        <p role="status" className="min-h-5 text-center text-sm">
          {resend === 'sent' ? <span className="text-success">{t('phone.verify.resent', { phone })}</span> : null}
          {resend === 'rateLimited' ? (
            <span className="text-danger">{t('phone.verify.errors.rateLimited')}</span>
          ) : null}
          {resend === 'failed' ? <span className="text-danger">{t('phone.verify.errors.failed')}</span> : null}
        </p>
      </form>
    </ModalBody>
  );
}
