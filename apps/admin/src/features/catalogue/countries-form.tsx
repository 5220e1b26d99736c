import { Button } from '@croupier/ui/button';
import { FormAlert, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { asApiError } from '../../platform/api.ts';
import { errorText } from '../session/error-text.ts';

/** "de, AT  fr" → ["de", "AT", "fr"]: the server upper-cases, checks and de-duplicates them. */
const codesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * A list of country codes typed as text and saved on its own (a collection's countries, a game's
 * restrictions). A code the server refuses marks the field; the outcome is said in the form's live region.
 */
export function CountriesForm(props: {
  id: string;
  label: string;
  hint: string;
  saveLabel: string;
  countries: readonly string[];
  save(countries: string[]): Promise<string>;
}) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('countries') ?? '');
    setPending(true);
    setFieldError(undefined);
    setNotice(undefined);
    try {
      setNotice({ tone: 'success', text: await props.save(codesOf(text)) });
    } catch (caught) {
      const error = asApiError(caught);
      const invalid = Object.keys(error.fields ?? {}).some(
        (name) => name.startsWith('countries') || name.startsWith('restrictedCountries'),
      );
      if (invalid) setFieldError(t('catalogue.countriesInvalid'));
      else setNotice({ tone: 'danger', text: errorText(t, error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        id={props.id}
        label={props.label}
        hint={props.hint}
        error={fieldError}
        input={{
          name: 'countries',
          defaultValue: props.countries.join(', '),
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 1000,
        }}
      />
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </div>
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {props.saveLabel}
        </Button>
      </div>
    </form>
  );
}
