import type { HomeDocument } from '@croupier/contracts/content';
import { buttonClass } from '@croupier/ui/button';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { prefersReducedMotion } from '../../ui/reduced-motion.ts';
import { ArtImage } from './art.tsx';

type Slide = HomeDocument['hero'][number];

/** WCAG 2.2.2: moving content advances no faster than this and can be paused. */
const autoplayMs = 7000;

/**
 * The lobby's promotion carousel: one slide at a time, previous/next and per-slide buttons, a pause
 * control, and autoplay only when the visitor has not asked for reduced motion. Hover or focus inside
 * pauses it so nothing moves while someone reads or tabs.
 */
export function HeroCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t, path } = useI18n();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const go = useCallback((next: number) => setIndex((next + count) % count), [count]);

  // Autoplay starts after hydration, and never for reduced-motion visitors.
  useEffect(() => {
    if (count > 1 && !prefersReducedMotion()) setPlaying(true);
  }, [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer after every slide change, manual ones included.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, held, count, index]);

  if (!count) return null;
  return (
    <section
      aria-roledescription={t('home.carousel.role')}
      aria-label={label}
      className="relative overflow-hidden rounded-sheet border border-line bg-surface shadow-raised"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div aria-live={playing && !held ? 'off' : 'polite'} className="grid">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names slides as groups; a fieldset is for form controls.
          <div
            key={slide.id}
            id={`${id}-slide-${i}`}
            role="group"
            aria-roledescription={t('home.carousel.slide')}
            aria-label={t('home.carousel.position', { index: i + 1, count })}
            hidden={i !== index}
            className="relative col-start-1 row-start-1 min-h-[22rem] sm:min-h-[26rem]"
          >
            <ArtImage art={slide.art} seed={slide.id} fill eager={i === 0} />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-r from-ink/95 via-ink/70 to-ink/0 sm:via-ink/55"
            />
            <div className="relative flex h-full max-w-xl flex-col justify-center gap-4 p-6 pb-20 sm:p-12 sm:pb-20">
              <p className="font-semibold text-accent text-sm uppercase tracking-[0.18em]">{slide.eyebrow}</p>
              <h2 className="text-balance font-extrabold text-4xl text-text tracking-tight sm:text-5xl">
                {slide.title}
              </h2>
              <p className="max-w-md text-lg text-text/85 leading-relaxed">{slide.text}</p>
              <div>
                <Link
                  to={path(slide.cta.to)}
                  className={buttonClass({ size: 'lg', className: 'font-bold shadow-raised' })}
                >
                  {slide.cta.label}
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute right-4 bottom-4 left-6 flex items-center justify-between gap-3 sm:left-12">
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-controls={`${id}-slide-${i}`}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('home.carousel.goTo', { index: i + 1 })}
                onClick={() => go(i)}
                className="grid size-8 place-items-center"
              >
                <span
                  className={`block h-1.5 rounded-full transition-[width,background-color] duration-base ${i === index ? 'w-7 bg-accent' : 'w-3 bg-text/40'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <CarouselButton
              label={t(playing ? 'home.carousel.pause' : 'home.carousel.play')}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 5l12 7-12 7z" />}
            </CarouselButton>
            <CarouselButton label={t('home.carousel.previous')} onClick={() => go(index - 1)}>
              <path d="M15 5l-7 7 7 7" />
            </CarouselButton>
            <CarouselButton label={t('home.carousel.next')} onClick={() => go(index + 1)}>
              <path d="M9 5l7 7-7 7" />
            </CarouselButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton(props: { label: string; onClick(): void; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={props.label} onClick={props.onClick} className="carousel-button">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {props.children}
      </svg>
    </button>
  );
}
