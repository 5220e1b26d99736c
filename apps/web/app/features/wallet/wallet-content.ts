import type { ContentSettingsDocument, GlobalComponentsDocument } from '@croupier/contracts/content';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { contentApi } from '../../platform/api/clients.ts';
import { contentSearch, useContentCurrency } from '../content/content-api.ts';

/**
 * The operator's wallet content (spec 02 §3 "Promo content", §2 deposit guide): the promo banner and the
 * guide's steps from the global components document, the guide's flags from the settings document. Read
 * once per locale and page; without content the wallet simply shows neither.
 */
export interface WalletContent {
  promo: GlobalComponentsDocument['walletPromo'];
  guide: GlobalComponentsDocument['depositGuide'];
  guideFlags: ContentSettingsDocument['depositGuide'] | undefined;
}

const cache = new Map<string, Promise<WalletContent>>();

async function document<T>(path: string, locale: string, currency?: string): Promise<T | undefined> {
  // Spec 02 §8: an HTML answer to a content query counts as not found (contentApi reads it as a 404).
  const answer = await contentApi<T | undefined>({ path: `/api/content/${path}?${contentSearch(locale, currency)}` });
  return answer.ok ? answer.data : undefined;
}

function load(locale: string, currency: string | undefined): Promise<WalletContent> {
  const key = `${locale} ${currency ?? ''}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all([
      // The promo banner quotes amounts: in the visitor's currency (decision 0060).
      document<GlobalComponentsDocument>('global-components', locale, currency),
      document<ContentSettingsDocument>('settings', locale),
    ]).then(([components, settings]) => ({
      promo: components?.walletPromo,
      guide: components?.depositGuide,
      guideFlags: settings?.depositGuide,
    }));
    cache.set(key, pending);
  }
  return pending;
}

export function useWalletContent(): WalletContent | undefined {
  const { locale } = useI18n();
  const currency = useContentCurrency();
  const [content, setContent] = useState<WalletContent | undefined>();
  useEffect(() => {
    let live = true;
    void load(locale, currency).then((loaded) => {
      if (live) setContent(loaded);
    });
    return () => {
      live = false;
    };
  }, [locale, currency]);
  return content;
}

/** The guide shows when content enables it; 'show without deposit only' limits it to players without one. */
export function showsDepositGuide(
  flags: WalletContent['guideFlags'],
  hasSteps: boolean,
  hasSuccessfulDeposit: boolean,
): boolean {
  if (!flags?.enabled || !hasSteps) return false;
  return !(flags.showWithoutDepositOnly && hasSuccessfulDeposit);
}
