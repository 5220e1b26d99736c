import type { Locale } from '@croupier/i18n/locales';
import type { RouterContextProvider } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';
import { fetchContent } from '../content/content-api.ts';
import type { FieldSettingsDocument } from './field-settings.ts';

/** Field labels and rule messages from content; the forms still work (with the site's own words) without them. */
export async function loadFieldSettings(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<FieldSettingsDocument | undefined> {
  try {
    return await fetchContent<FieldSettingsDocument>(context.get(siteContext).fetchApi, 'field-settings', locale);
  } catch {
    return undefined;
  }
}
