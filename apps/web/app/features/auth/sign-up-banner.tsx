import type { Art } from '@croupier/contracts/content';
import { ArtImage } from '../content/art.tsx';

/** The welcome offer above the sign-up form (content pages/sign-up bonusBanner, spec 01 §7). */
export function SignUpBanner(props: { title: string; text: string; art: Art }) {
  return (
    <section className="relative overflow-hidden rounded-card border border-line">
      <ArtImage art={props.art} seed="sign-up" className="absolute inset-0 h-full! aspect-auto!" />
      <div className="relative flex flex-col gap-1 bg-gradient-to-r from-ink/90 via-ink/75 to-ink/30 p-4 sm:p-5">
        <p className="font-bold text-accent text-lg leading-tight">{props.title}</p>
        <p className="max-w-md text-sm text-text/90">{props.text}</p>
      </div>
    </section>
  );
}
