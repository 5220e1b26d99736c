import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { ArtImage } from '../content/art.tsx';
import { useOfferTitle } from './deposit-bonus-list.tsx';
import {
  bannerCountdownMinutes,
  countdownToleranceMinutes,
  minutesSeconds,
  promoRemainingMs,
} from './promo-countdown.ts';
import { useWalletContent } from './wallet-content.ts';
import { useWallet } from './wallet-context.ts';

/**
 * The promo banner of the general screen (spec 02 §2, §3 "Promo content", §4 "Promo banner countdown"):
 * for a new player without a successful deposit who has a deposit bonus open, that offer's real headline
 * (content gives the art and the words around it) with the minutes left since sign-up, and its expired
 * label once they have run out. Without an open offer there is nothing to count down to: no banner.
 * Content's countdown minutes rule; without them `defaultMinutes` (the banner's own 5, spec 02 §9, unless the
 * screen showing it says otherwise).
 */
export function PromoBanner({ defaultMinutes = bannerCountdownMinutes }: { defaultMinutes?: number }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const content = useWalletContent();
  const promo = content?.promo;
  const profile = wallet.profile;
  const [now, setNow] = useState(() => Date.now());
  // Only a real, claimable offer is advertised: the first open deposit bonus, stated from its own terms.
  const offer = wallet.bonuses.cards.find((card) => card.available && !card.fromCode)?.offer;
  // The headline shares its row with the clock: the short one (decision 0143).
  const offerTitle = useOfferTitle({ short: true });
  const shown = Boolean(promo && offer && profile?.isNewlyRegistered && !wallet.anyDeposits);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [shown]);
  if (!shown || !promo || !profile || !offer) return null;

  const minutes = promo.countdownMinutes ?? defaultMinutes;
  const remaining = promoRemainingMs(profile.createdAt, now, minutes);
  const expired =
    remaining === undefined && now - Date.parse(profile.createdAt) >= (minutes - countdownToleranceMinutes) * 60_000;
  const clock = remaining === undefined ? undefined : minutesSeconds(remaining);

  return (
    <section
      aria-labelledby="wallet-promo-title"
      data-testid="wallet-promo"
      className="relative isolate overflow-hidden rounded-card border border-line"
    >
      <ArtImage art={promo.image} seed={promo.title} fill className="-z-10" />
      <div className="-z-10 absolute inset-0 bg-gradient-to-r from-ink/90 via-ink/70 to-ink/20" />
      <div className="flex items-center gap-4 p-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id="wallet-promo-title" className="text-balance font-bold text-base text-text leading-snug">
            {offerTitle(offer, wallet.account?.currency ?? '')}
          </h3>
          <p className="text-sm text-text/85 leading-snug">{promo.description}</p>
        </div>
        {clock ? (
          <p
            className="flex shrink-0 flex-col items-center rounded-control bg-ink/70 px-3 py-2 text-center"
            data-testid="wallet-promo-countdown"
          >
            <span className="text-muted text-xs">{t('wallet.promo.endsIn')}</span>
            <span className="tabular font-bold text-accent text-xl" role="timer" aria-live="off">
              {t('wallet.promo.clock', clock)}
            </span>
          </p>
        ) : expired ? (
          <p className="shrink-0 rounded-control bg-ink/70 px-3 py-2 font-semibold text-muted text-sm">
            {promo.expiredLabel}
          </p>
        ) : null}
      </div>
    </section>
  );
}
