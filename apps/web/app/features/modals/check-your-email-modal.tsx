import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useContentAlert } from '../phone-auth/use-content-alert.ts';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * After registration (spec 02 §2): where the confirmation link went. `resend`, when the opener gives it,
 * sends the same registration again, which mails a fresh link (decision 0010). Its outcome is one of the
 * site's alerts (spec 01 §8): resentVerification naming the address, or somethingWrong; the words come
 * from the content's alerts document, the site's own until it arrives.
 */
export default function CheckYourEmailModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const email = typeof props.email === 'string' ? props.email : '';
  const resend = typeof props.resend === 'function' ? (props.resend as () => Promise<boolean>) : undefined;
  const [state, setState] = useState<ResendState>('idle');
  const alertName = state === 'sent' ? 'resentVerification' : state === 'failed' ? 'somethingWrong' : undefined;
  const content = useContentAlert(alertName);
  const alert = alertName
    ? {
        title: content?.title ?? t(`auth.checkEmail.alert.${alertName}.title`, { email }),
        // The content's text names the address as {email}, like the site's own message.
        text: content?.text.replaceAll('{email}', email) ?? t(`auth.checkEmail.alert.${alertName}.text`, { email }),
      }
    : undefined;

  const onResend = async () => {
    if (!resend) return;
    setState('sending');
    setState((await resend()) ? 'sent' : 'failed');
  };

  return (
    <ModalBody
      titleId={titleId}
      title={t('auth.checkEmail.title')}
      lead={email ? t('auth.checkEmail.text', { email }) : t('auth.checkEmail.textNoAddress')}
      icon={
        <span className="grid size-12 place-items-center rounded-full bg-cool/15 text-cool">
          <Icon name="mail" />
        </span>
      }
      actions={
        <>
          {resend ? (
            <Button variant="secondary" onClick={onResend} disabled={state === 'sending'}>
              {t(state === 'sending' ? 'auth.checkEmail.resending' : 'auth.checkEmail.resend')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('auth.checkEmail.ok')}</Button>
        </>
      }
    >
      <p className="text-sm text-subtle">{t('auth.checkEmail.spam')}</p>
      {/* Both live regions are there from the start, so the outcome is announced: politely, or at once if it failed. */}
      <div role="status">{alert && state === 'sent' ? <AlertBody tone="text-success" {...alert} /> : null}</div>
      <div role="alert">{alert && state === 'failed' ? <AlertBody tone="text-danger" {...alert} /> : null}</div>
    </ModalBody>
  );
}

function AlertBody(props: { tone: string; title: string; text: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-card border border-line bg-raised p-3 text-sm">
      <p className={`font-semibold ${props.tone}`}>{props.title}</p>
      <p className="text-muted">{props.text}</p>
    </div>
  );
}
