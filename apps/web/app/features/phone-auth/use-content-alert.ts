import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { contentApi } from '../../platform/api/clients.ts';
import { contentSearch, useContentCurrency } from '../content/content-api.ts';

export interface ContentAlert {
  title: string;
  text: string;
}

/**
 * One alert of the content's alerts document (spec 01 §8: successRegistration), fetched by the browser
 * when the modal that needs it opens (before it is shown, so the words do not change under the reader). Until it arrives, or if it never does, callers show the site's own
 * words, so a content outage never hides a success.
 */
export function useContentAlert(name: string | undefined): ContentAlert | undefined {
  const { locale } = useI18n();
  const currency = useContentCurrency();
  const [alert, setAlert] = useState<ContentAlert | undefined>();
  useEffect(() => {
    if (!name) return;
    let live = true;
    void contentApi<Record<string, ContentAlert> | undefined>({
      path: `/api/content/alerts?${contentSearch(locale, currency)}`,
    }).then((answer) => {
      const found = answer.ok ? answer.data?.[name] : undefined;
      if (live && typeof found?.title === 'string' && typeof found.text === 'string') setAlert(found);
    });
    return () => {
      live = false;
    };
  }, [locale, currency, name]);
  return alert;
}
