import { type StaffMember, type StaffRole, staffRoles } from '@croupier/contracts/admin-staff';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/i18n.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText, fieldErrorText } from '../session/error-text.ts';
import { useCan, useMe } from '../session/session.ts';

/** The team: who has access with which roles, and invitations for new staff (administrators). */
export function Staff() {
  const { t, locale } = useI18n();
  const can = useCan();
  const me = useMe();
  const [members, setMembers] = useState<StaffMember[] | undefined>();
  const [invited, setInvited] = useState<{ email: string; expiresAt: string } | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  const [pending, setPending] = useState(false);
  /** What the last action on a member did, and whose sign-in reset waits for a second press. */
  const [done, setDone] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | undefined>();

  const reload = useCallback(() => adminApi<StaffMember[]>('/staff').then(setMembers), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setError(undefined);
    setInvited(undefined);
    try {
      const answer = await adminApi<{ staff: StaffMember; expiresAt: string }>('/staff/invitations', {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), roles: form.getAll('roles').map(String) },
      });
      setInvited({ email: answer.staff.email, expiresAt: answer.expiresAt });
      formElement.reset();
      await reload();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  async function act(member: StaffMember, action: 'disable' | 'enable' | 'reset-sign-in') {
    setError(undefined);
    setDone(undefined);
    setConfirming(undefined);
    try {
      await adminApi(`/staff/${member.id}/${action}`, { method: 'POST' });
      await reload();
      if (action === 'reset-sign-in') setDone(t('staff.resetDone', { email: member.email }));
    } catch (caught) {
      setError(asApiError(caught));
    }
  }
  const mayAct = can('staff.disable') || can('staff.enable') || can('staff.reset_sign_in');

  const roleName = (role: StaffRole) => t(`roles.${role}` as MessageKey);
  return (
    <>
      <PageHeading title={t('staff.title')} intro={t('staff.intro')} />
      <div className="grid gap-8 2xl:grid-cols-[1fr_22rem]">
        <section aria-labelledby="staff-list" className="min-w-0">
          <h2 id="staff-list" className="sr-only">
            {t('staff.listTitle')}
          </h2>
          <div aria-live="polite" className="mb-3 empty:hidden">
            {done ? <FormAlert tone="success">{done}</FormAlert> : null}
          </div>
          {members ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr className="border-line border-b">
                    <th className="py-2 pr-4 font-medium">{t('staff.name')}</th>
                    <th className="py-2 pr-4 font-medium">{t('staff.email')}</th>
                    <th className="py-2 pr-4 font-medium">{t('staff.roles')}</th>
                    <th className="py-2 pr-4 font-medium">{t('staff.status')}</th>
                    {mayAct ? (
                      <th className="py-2 font-medium">
                        <span className="sr-only">{t('staff.actions')}</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {members.map((member) => (
                    <tr key={member.id} className="border-line/60 border-b">
                      <td className="py-2 pr-4">{member.name || '—'}</td>
                      <td className="py-2 pr-4">{member.email}</td>
                      <td className="py-2 pr-4">{member.roles.map(roleName).join(', ')}</td>
                      <td className="py-2 pr-4">{t(`staff.statuses.${member.status}` as MessageKey)}</td>
                      {mayAct ? (
                        <td className="py-2">
                          {member.id === me.staff.id ? null : confirming === member.id ? (
                            <div className="flex flex-wrap items-center gap-2">
                              <span>{t('staff.resetConfirmText', { email: member.email })}</span>
                              <Button size="sm" variant="danger" onClick={() => void act(member, 'reset-sign-in')}>
                                {t('staff.resetConfirm')}
                              </Button>
                              <Button size="sm" variant="ghost" onClick={() => setConfirming(undefined)}>
                                {t('common.cancel')}
                              </Button>
                            </div>
                          ) : (
                            <div className="flex flex-wrap gap-2">
                              {member.status === 'disabled' && can('staff.enable') ? (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  aria-label={t('staff.enableLabel', { email: member.email })}
                                  onClick={() => void act(member, 'enable')}
                                >
                                  {t('staff.enable')}
                                </Button>
                              ) : null}
                              {member.status !== 'disabled' && can('staff.reset_sign_in') ? (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  aria-label={t('staff.resetLabel', { email: member.email })}
                                  onClick={() => setConfirming(member.id)}
                                >
                                  {t('staff.reset')}
                                </Button>
                              ) : null}
                              {member.status !== 'disabled' && can('staff.disable') ? (
                                <Button
                                  size="sm"
                                  variant="danger"
                                  aria-label={t('staff.disableLabel', { email: member.email })}
                                  onClick={() => void act(member, 'disable')}
                                >
                                  {t('staff.disable')}
                                </Button>
                              ) : null}
                            </div>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-muted">{t('common.loading')}</p>
          )}
        </section>
        {can('staff.invite') ? (
          <section
            aria-labelledby="invite"
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
          >
            <h2 id="invite" className="font-semibold text-lg">
              {t('staff.inviteTitle')}
            </h2>
            <form className="flex flex-col gap-4" onSubmit={invite} noValidate>
              {invited ? (
                <FormAlert tone="success">
                  {t('staff.invited', { email: invited.email, until: formatDateTime(invited.expiresAt, locale) })}
                </FormAlert>
              ) : null}
              {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
              <TextField
                id="invite-email"
                label={t('staff.email')}
                error={fieldErrorText(t, error, 'email')}
                input={{ name: 'email', type: 'email', autoComplete: 'off', required: true }}
              />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 font-medium text-sm">{t('staff.roles')}</legend>
                {staffRoles.map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="roles" value={role} className="size-4 accent-accent" />
                    {roleName(role)}
                  </label>
                ))}
                {fieldErrorText(t, error, 'roles') ? (
                  <p className="text-danger text-sm">{t('staff.rolesRequired')}</p>
                ) : null}
              </fieldset>
              <SubmitButton pending={pending} label={t('staff.invite')} pendingLabel={t('signIn.pending')} />
            </form>
          </section>
        ) : null}
      </div>
    </>
  );
}
