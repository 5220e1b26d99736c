import type { DepositBonus } from '@croupier/contracts/bonus-offers';
import type { Currency } from '@croupier/contracts/settings';
import { mainCurrency } from '@croupier/i18n/money';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { publicApi, publicCurrencies } from '../../platform/api/clients.ts';
import { useLive } from '../../platform/api/live-cache.ts';
import { offerTitle, welcomeOffer } from './offer-title.ts';

/**
 * The real welcome offer for a visitor, stated in their currency (content's currency: the player's, else
 * the site's main one), from GET /api/game/bonuses as a visitor — which answers nothing where the
 * visitor's country does not allow advertising bonuses (docs/decisions/0066). Undefined while loading or
 * when there is no offer: a banner then says nothing concrete.
 */
export function useWelcomeOfferTitle(contentCurrency: string | null | undefined): string | undefined {
  const { t } = useI18n();
  const [currencies, setCurrencies] = useState<Currency[] | undefined>();
  useEffect(() => {
    let live = true;
    void publicCurrencies().then((list) => {
      if (live) setCurrencies(list);
    });
    return () => {
      live = false;
    };
  }, []);
  const code = contentCurrency ?? (currencies ? mainCurrency(currencies.filter((c) => c.isEnabled))?.code : undefined);
  const offers = useLive(
    code ? ['bonus-offers', 'welcome', code] : undefined,
    () => publicApi<DepositBonus[]>({ path: `/api/game/bonuses?currency=${encodeURIComponent(code ?? '')}` }),
    { dropUnused: true },
  );
  const offer = offers.data ? welcomeOffer(offers.data) : undefined;
  if (!offer || !code || !currencies) return undefined;
  return offerTitle(t, (amount) => moneyText(amount, code, currencies, { noCents: true }), offer, code);
}
