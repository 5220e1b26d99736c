import type { Art } from '@croupier/contracts/content';
import { useWelcomeOfferTitle } from '../bonus-offers/welcome-offer.ts';
import { ArtImage } from '../content/art.tsx';
import { useContentCurrency } from '../content/content-api.ts';

/**
 * The welcome offer above the sign-up form (content pages/sign-up bonusBanner, spec 01 §7). Its headline is
 * the real first-deposit offer in the visitor's currency when the API offers one to this visitor; without
 * one (loading, or a country where bonuses may not be advertised) the content's own words, which name no
 * amount, stand alone.
 */
export function SignUpBanner(props: { title: string; text: string; art: Art }) {
  const offer = useWelcomeOfferTitle(useContentCurrency());
  return (
    <section className="relative overflow-hidden rounded-card border border-line" data-testid="sign-up-banner">
      <ArtImage art={props.art} seed="sign-up" fill />
      <div className="relative flex flex-col gap-1 bg-gradient-to-r from-ink/90 via-ink/75 to-ink/30 p-4 sm:p-5">
        <p className="font-bold text-accent text-lg leading-tight">{offer ?? props.title}</p>
        <p className="max-w-md text-sm text-text/90">{props.text}</p>
      </div>
    </section>
  );
}
