import type { PlayerProfile } from '@croupier/contracts/player';
import { describedBy, Field, FormAlert, inputClass, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { playerApi } from '../auth/api-client.ts';
import { CountryCombobox } from '../auth/country-combobox.tsx';
import type { CountryOption } from '../auth/registration-body.ts';
import { firstFieldErrors } from '../auth/server-errors.ts';
import { failureText } from './failure-text.ts';
import {
  checkProfile,
  type FieldRules,
  type FormValues,
  genderChoices,
  type ProfileFormField,
  profileBody,
  valuesOf,
} from './profile-form.ts';

const autoComplete: Partial<Record<ProfileFormField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  nickname: 'nickname',
  birthdate: 'bday',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
};

/**
 * The profile fields as one form (the account page shows all, the update-profile-fields modal only the
 * missing ones). Checked with the shared rule engine first; on success the whole profile is PUT and the
 * server's field errors, if any, land under their fields.
 */
export function ProfileFieldsForm(props: {
  idPrefix: string;
  profile: PlayerProfile;
  fields: readonly ProfileFormField[];
  rules: readonly FieldRules[];
  countries: readonly CountryOption[];
  submitLabel: string;
  onSaved(profile: PlayerProfile): void;
  /** Shows the saved confirmation inside the form (the account page); a modal closes instead. */
  showSaved?: boolean;
}) {
  const { t, has } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const id = (field: string) => `${props.idPrefix}-${field}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: FormValues = {};
    for (const field of props.fields) values[field] = String(data.get(field) ?? '');
    const failures = checkProfile(values, props.rules, { only: props.fields });
    const messages: Record<string, string> = {};
    for (const [field, list] of Object.entries(failures)) {
      const first = list[0];
      if (first) messages[field] = failureText(first, t, has);
    }
    setErrors(messages);
    setOutcome(null);
    const firstBad = props.fields.find((field) => messages[field]);
    if (firstBad) {
      form.querySelector<HTMLElement>(`#${CSS.escape(id(firstBad))}`)?.focus();
      return;
    }
    setPending(true);
    const answer = await playerApi<PlayerProfile>({
      method: 'PUT',
      path: '/api/player/profile',
      body: profileBody(props.profile, values),
    });
    setPending(false);
    if (answer.ok) {
      setOutcome('saved');
      props.onSaved(answer.data);
      return;
    }
    const server = firstFieldErrors(answer.error.fields);
    if (Object.keys(server).length) setErrors(server);
    else setOutcome('failed');
  };

  const initial = valuesOf(props.profile);
  const text = (field: ProfileFormField, type = 'text') => (
    <TextField
      key={field}
      id={id(field)}
      label={t(`profile.fields.${field}`)}
      error={errors[field]}
      hint={has(`profile.hints.${field}`) ? t(`profile.hints.${field}`) : undefined}
      input={{ name: field, type, defaultValue: initial[field], autoComplete: autoComplete[field] }}
    />
  );

  const control = (field: ProfileFormField) => {
    if (field === 'gender') {
      return (
        <Field key={field} id={id(field)} label={t('profile.fields.gender')} error={errors.gender}>
          <select
            id={id(field)}
            name="gender"
            defaultValue={initial.gender}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={describedBy(id(field), errors.gender, undefined)}
            className={inputClass}
          >
            <option value="">{t('profile.gender.unset')}</option>
            {genderChoices.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile.gender.${gender}`)}
              </option>
            ))}
          </select>
        </Field>
      );
    }
    if (field === 'country') {
      return (
        <CountryCombobox
          key={field}
          id={id(field)}
          label={t('profile.fields.country')}
          countries={props.countries}
          defaultCode={initial.country}
          error={errors.country}
          noMatches={t('profile.noCountry')}
        />
      );
    }
    if (field === 'birthdate') return text(field, 'date');
    if (field === 'phone') return text(field, 'tel');
    return text(field);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">{props.fields.map(control)}</div>
      {outcome === 'saved' && props.showSaved ? (
        <FormAlert tone="success" title={t('profile.account.savedTitle')}>
          {t('profile.account.savedText')}
        </FormAlert>
      ) : null}
      {outcome === 'failed' ? <FormAlert>{t('profile.somethingWrong')}</FormAlert> : null}
      <div className="sm:max-w-xs">
        <SubmitButton pending={pending} label={props.submitLabel} pendingLabel={t('profile.saving')} />
      </div>
    </form>
  );
}
