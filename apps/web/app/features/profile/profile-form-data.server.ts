import { fieldValidationsSchema } from '@croupier/contracts/player';
import { countrySchema } from '@croupier/contracts/settings';
import type { RouterContextProvider } from 'react-router';
import { requestLocale } from '../content/content-api.ts';
import { settingsData } from './player-api.server.ts';

/** The server's profile rules (S1.3-30) and the offered countries in the page's language. */
export async function profileFormData(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const locale = requestLocale(args.request);
  const [validations, countries] = await Promise.all([
    settingsData(args, '/api/player/fields/validations?scenario=profile', fieldValidationsSchema),
    settingsData(args, `/api/settings/countries?locale=${encodeURIComponent(locale)}`, countrySchema.array()),
  ]);
  return {
    fields: validations?.fields ?? [],
    // Restricted jurisdictions are never offered (spec 01 §3); the API sorts by name in the locale.
    countries: (countries ?? []).filter((c) => !c.restrict).map((c) => ({ code: c.code, name: c.name })),
  };
}
