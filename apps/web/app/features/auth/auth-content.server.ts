import { fieldSettingsDocument } from '@croupier/contracts/content';
import type { Locale } from '@croupier/i18n/locales';
import type { RouterContextProvider } from 'react-router';
import { fetchContent } from '../content/content-loader.server.ts';
import type { FieldSettingsDocument } from './field-settings.ts';

/** Field labels and rule messages from content; the forms still work (with the site's own words) without them. */
export async function loadFieldSettings(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<FieldSettingsDocument | undefined> {
  try {
    return await fetchContent(context, 'field-settings', fieldSettingsDocument, locale);
  } catch {
    return undefined;
  }
}
