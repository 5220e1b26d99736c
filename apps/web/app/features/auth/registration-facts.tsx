import type { FieldValidation } from '@croupier/contracts/player';
import { TextField } from '@croupier/ui/form-controls';
import { useI18n } from '../../i18n/i18n.tsx';
import { CountryCombobox } from './country-combobox.tsx';
import { CurrencySelect } from './currency-select.tsx';
import type { fieldTexts } from './field-texts.ts';
import type { CountryOption } from './registration-body.ts';

/**
 * The fields both registration forms (e-mail and phone) ask the same way: currency, country, birthdate and
 * bonus code, each only when the server's field settings list it.
 */
export function RegistrationFacts(props: {
  idPrefix: string;
  field: (property: string) => FieldValidation | undefined;
  texts: ReturnType<typeof fieldTexts>;
  error: (property: string) => string | undefined;
  currencies: readonly { code: string; symbol: string }[];
  countries: readonly CountryOption[];
}) {
  const { t } = useI18n();
  const { idPrefix, texts, error } = props;
  const currency = props.field('currency');
  const country = props.field('country');
  const birthdate = props.field('birthdate');
  const bonusCode = props.field('bonusCode');
  const latestBirthdate = new Date(Date.now() - 18 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return (
    <>
      {currency ? (
        <CurrencySelect
          id={`${idPrefix}-currency`}
          label={texts.label(currency.name)}
          currencies={props.currencies}
          required={currency.required}
          error={error('currency')}
          hint={texts.hint(currency.name)}
        />
      ) : null}
      {country ? (
        <CountryCombobox
          id={`${idPrefix}-country`}
          label={texts.label(country.name)}
          countries={props.countries}
          placeholder={texts.placeholder(country.name)}
          error={error('country')}
          noMatches={t('auth.signUp.noCountry')}
        />
      ) : null}
      {birthdate ? (
        <div className="sm:col-span-2">
          <TextField
            id={`${idPrefix}-birthdate`}
            label={texts.label(birthdate.name)}
            error={error('birthdate')}
            hint={texts.hint(birthdate.name)}
            input={{
              name: 'birthdate',
              type: 'date',
              autoComplete: 'bday',
              required: birthdate.required,
              max: latestBirthdate,
            }}
          />
        </div>
      ) : null}
      {bonusCode ? (
        <div className="sm:col-span-2">
          <TextField
            id={`${idPrefix}-bonus-code`}
            label={texts.label(bonusCode.name)}
            error={error('bonusCode')}
            input={{ name: 'bonusCode', autoComplete: 'off', placeholder: texts.placeholder(bonusCode.name) }}
          />
        </div>
      ) : null}
    </>
  );
}
