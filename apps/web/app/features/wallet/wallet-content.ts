import type { ContentSettingsDocument, GlobalComponentsDocument } from '@croupier/contracts/content';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

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

async function document<T>(path: string, locale: string): Promise<T | undefined> {
  try {
    const response = await fetch(`/api/content/${path}?locale=${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    });
    // Spec 02 §8: an HTML answer to a content query counts as not found.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return undefined;
    return ((await response.json()) as { data: T }).data;
  } catch {
    return undefined;
  }
}

function load(locale: string): Promise<WalletContent> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = Promise.all([
      document<GlobalComponentsDocument>('global-components', locale),
      document<ContentSettingsDocument>('settings', locale),
    ]).then(([components, settings]) => ({
      promo: components?.walletPromo,
      guide: components?.depositGuide,
      guideFlags: settings?.depositGuide,
    }));
    cache.set(locale, pending);
  }
  return pending;
}

export function useWalletContent(): WalletContent | undefined {
  const { locale } = useI18n();
  const [content, setContent] = useState<WalletContent | undefined>();
  useEffect(() => {
    let live = true;
    void load(locale).then((loaded) => {
      if (live) setContent(loaded);
    });
    return () => {
      live = false;
    };
  }, [locale]);
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
