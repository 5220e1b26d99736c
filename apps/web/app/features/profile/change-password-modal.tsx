import { FormAlert, PasswordField, SubmitButton } from '@croupier/ui/form-controls';
import { validateFields } from '@croupier/validation/rules';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi } from '../auth/api-client.ts';
import { firstFieldErrors } from '../auth/server-errors.ts';
import { failureText } from './failure-text.ts';
import { passwordChangeRules } from './password-rules.ts';

const fields = ['currentPassword', 'newPassword', 'repeatNewPassword'] as const;

/**
 * change-password (spec 02 §2): current, new and repeated password, checked by the spec's rules
 * (S1.5-40…44) before PUT /api/player/passwords. A wrong current password shows under its field; success
 * closes this modal and opens the success modal.
 */
export default function ChangePasswordModal({ titleId }: ModalBodyProps) {
  const { t, has } = useI18n();
  const modals = useModals();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')]));
    const failures = validateFields(values, passwordChangeRules);
    const messages: Record<string, string> = {};
    for (const [field, list] of Object.entries(failures)) {
      const first = list[0];
      if (first) {
        // {other} names the field to match by its label.
        const other = first.args?.other;
        const args = typeof other === 'string' ? { ...first.args, other: t(`profile.password.${other}`) } : first.args;
        messages[field] = failureText(args ? { ...first, args } : first, t, has);
      }
    }
    setErrors(messages);
    setFailed(false);
    const firstBad = fields.find((f) => messages[f]);
    if (firstBad) {
      form.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setPending(true);
    const answer = await playerApi({ method: 'PUT', path: '/api/player/passwords', body: values });
    setPending(false);
    if (answer.ok) {
      modals.close('change-password');
      modals.open('success', { title: t('profile.password.doneTitle'), text: t('profile.password.doneText') });
      return;
    }
    if (answer.error.code === 'current_password_invalid') {
      setErrors({ currentPassword: t('profile.password.wrongCurrent') });
      form.querySelector<HTMLElement>('[name="currentPassword"]')?.focus();
      return;
    }
    const server = firstFieldErrors(answer.error.fields);
    if (Object.keys(server).length) setErrors(server);
    else setFailed(true);
  };

  return (
    <ModalBody titleId={titleId} title={t('profile.password.title')} lead={t('profile.password.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {fields.map((field) => (
          <PasswordField
            toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
            key={field}
            id={`change-password-${field}`}
            label={t(`profile.password.${field}`)}
            error={errors[field]}
            input={{
              name: field,
              autoComplete: field === 'currentPassword' ? 'current-password' : 'new-password',
            }}
          />
        ))}
        {failed ? <FormAlert>{t('profile.somethingWrong')}</FormAlert> : null}
        <SubmitButton pending={pending} label={t('profile.password.submit')} pendingLabel={t('profile.saving')} />
      </form>
    </ModalBody>
  );
}
