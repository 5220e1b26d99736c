import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * After registration (spec 02 §2): where the confirmation link went. `resend`, when the opener gives it,
 * sends the same registration again, which mails a fresh link (decision 0010).
 */
export default function CheckYourEmailModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const email = typeof props.email === 'string' ? props.email : '';
  const resend = typeof props.resend === 'function' ? (props.resend as () => Promise<boolean>) : undefined;
  const [state, setState] = useState<ResendState>('idle');

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
      <p role="status" className="text-sm">
        {state === 'sent' ? <span className="text-success">{t('auth.checkEmail.resent', { email })}</span> : null}
        {state === 'failed' ? <span className="text-danger">{t('auth.checkEmail.resendFailed')}</span> : null}
      </p>
    </ModalBody>
  );
}
