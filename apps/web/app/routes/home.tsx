import type { HomeDocument, PromotionsDocument } from '@croupier/contracts/content';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { loadContent, requestLocale } from '../features/content/content-api.ts';
import { FeatureIcon } from '../features/content/feature-icon.tsx';
import { HeroCarousel } from '../features/content/hero-carousel.tsx';
import { pageMeta } from '../features/content/meta.ts';
import { PromotionCard } from '../features/content/promotion-card.tsx';
import { primePromotions } from '../features/content/promotions-client.ts';
import { revalidateUnlessModalQuery } from '../features/modals/revalidation.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { siteContext } from '../platform/site-context.ts';
import type { Route } from './+types/home';

const stripSize = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { fetchApi } = context.get(siteContext);
  const locale = requestLocale(request);
  const [home, promotions] = await Promise.all([
    loadContent<HomeDocument>(fetchApi, 'pages/home', locale),
    // The lobby still works without its promotions strip.
    loadContent<PromotionsDocument>(fetchApi, 'pages/promotions', locale).catch(() => undefined),
  ]);
  return { home, promotions, locale };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.home);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, promotions, locale } = loaderData;
  const { t, path } = useI18n();
  useEffect(() => {
    if (promotions) primePromotions(locale, promotions);
  }, [locale, promotions]);

  return (
    <main className="flex flex-col gap-10 lg:gap-14">
      <h1 className="sr-only">{home.title}</h1>
      <HeroCarousel slides={home.hero} label={t('home.carousel.label')} />

      <section aria-labelledby="home-features" className="flex flex-col gap-4">
        <h2 id="home-features" className="sr-only">
          {t('home.features')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {home.features.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-control bg-cool/12 text-cool">
                <FeatureIcon name={feature.icon} />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-text">{feature.title}</h3>
                <p className="text-muted text-sm leading-relaxed">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {promotions?.items.length ? (
        <section aria-labelledby="home-promotions" className="flex flex-col gap-5">
          <div className="flex items-end justify-between gap-4">
            <h2 id="home-promotions" className="font-bold text-2xl text-text tracking-tight">
              {home.promotionsTitle}
            </h2>
            <Link
              to={path('/promotions')}
              className="inline-flex min-h-10 items-center rounded-control px-3 font-semibold text-accent text-sm transition-colors duration-quick hover:bg-raised"
            >
              {t('home.allPromotions')}
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.items.slice(0, stripSize).map((promotion) => (
              <li key={promotion.identity} className="flex">
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="home-responsible"
        className="flex flex-col gap-5 rounded-sheet border border-line bg-gradient-to-br from-surface to-raised p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full border-2 border-cool font-bold text-cool tabular">
            {t('home.ageLimit')}
          </span>
          <div className="flex max-w-2xl flex-col gap-1.5">
            <h2 id="home-responsible" className="font-bold text-text text-xl">
              {home.responsibleGaming.title}
            </h2>
            <p className="text-muted leading-relaxed">{home.responsibleGaming.text}</p>
          </div>
        </div>
        <Link
          to={path(home.responsibleGaming.cta.to)}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-control border border-line bg-raised px-5 font-semibold text-text transition-colors duration-quick hover:bg-overlay"
        >
          {home.responsibleGaming.cta.label}
        </Link>
      </section>
    </main>
  );
}
