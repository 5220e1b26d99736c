import { describedBy, Field, inputClass } from '@croupier/ui/form-controls';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import type { CountryOption } from './registration-body.ts';

/** Lower case without accents, so "cote" finds "Côte d’Ivoire". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * Searchable country dropdown (spec 01 §3: by name, sorted). An ARIA 1.2 combobox: typing filters the
 * list, arrows move, Enter picks, Escape closes. The picked code travels in a hidden `country` input; the
 * typed text travels as `countryName`, which the action matches when scripts never ran.
 */
export function CountryCombobox(props: {
  id: string;
  label: string;
  countries: readonly CountryOption[];
  defaultCode?: string | undefined;
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  noMatches: string;
}) {
  const listId = useId();
  const initial = props.countries.find((c) => c.code === props.defaultCode);
  const [query, setQuery] = useState(initial?.name ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const needle = fold(query.trim());
    const picked = props.countries.find((c) => c.code === code);
    // With a country picked, the whole list shows again so the visitor can browse to another one.
    if (!needle || picked?.name === query) return props.countries;
    return props.countries.filter((c) => fold(c.name).includes(needle));
  }, [props.countries, query, code]);

  const pick = (country: CountryOption) => {
    setCode(country.code);
    setQuery(country.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      const choice = matches[active];
      if (choice) {
        event.preventDefault();
        pick(choice);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <div className="relative">
        <input
          id={props.id}
          name="countryName"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(props.id, props.error, props.hint)}
          placeholder={props.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setCode('');
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            const exact = props.countries.find((c) => fold(c.name) === fold(query.trim()));
            if (exact) pick(exact);
          }}
          onKeyDown={onKeyDown}
          className={`${inputClass} pr-11`}
        />
        <input type="hidden" name="country" value={code} />
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div
          id={listId}
          role="listbox"
          aria-label={props.label}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-control border border-line bg-raised py-1 shadow-sheet"
        >
          {matches.length === 0 ? (
            <p className="px-4 py-2.5 text-muted text-sm">{props.noMatches}</p>
          ) : (
            matches.map((country, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens on the combobox input (arrows and Enter, aria-activedescendant).
              <div
                key={country.code}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={country.code === code}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(country)}
                className={`cursor-pointer px-4 py-2.5 text-sm ${index === active ? 'bg-overlay text-text' : 'text-muted'} aria-selected:font-semibold aria-selected:text-text`}
              >
                {country.name}
              </div>
            ))
          )}
        </div>
      </div>
    </Field>
  );
}
