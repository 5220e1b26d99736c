import { promotionsDocument } from '@croupier/contracts/content';
import { buttonClass } from '@croupier/ui/button';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { requestLocale, useContentCurrency, useOffersHidden } from '../features/content/content-api.ts';
import { loadContent } from '../features/content/content-loader.server.ts';
import { pageMeta } from '../features/content/meta.ts';
import { PromotionCard } from '../features/content/promotion-card.tsx';
import { primePromotions } from '../features/content/promotions-client.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/promotions';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['promotions'];

async function pageLoader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const document = await loadContent({ request, context }, 'pages/promotions', promotionsDocument);
  return { document, locale };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.document);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { document, locale } = loaderData;
  const { t, path } = useI18n();
  // The detail modal reads the same document; hand it over so opening a card needs no request.
  const currency = useContentCurrency();
  const offersHidden = useOffersHidden();
  useEffect(
    () => primePromotions(locale, currency, offersHidden, document),
    [locale, currency, offersHidden, document],
  );
  return (
    <main className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-text tracking-tight md:text-4xl">{document.title}</h1>
        <p className="max-w-2xl text-muted">{document.description}</p>
      </header>
      {document.items.length ? (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {document.items.map((promotion) => (
            <li key={promotion.identity} className="flex">
              <PromotionCard promotion={promotion} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : offersHidden ? (
        // Where offers may not be advertised (decision 0081) a guest learns where to find their own.
        <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-8 text-center">
          <p className="text-muted">{t('promotions.forPlayers')}</p>
          <Link to={path('/login')} className={buttonClass({ variant: 'secondary' })}>
            {t('promotions.login')}
          </Link>
        </div>
      ) : (
        <p className="rounded-card border border-line bg-surface p-8 text-center text-muted">{t('promotions.empty')}</p>
      )}
      <p className="text-subtle text-sm">{t('promotions.responsible')}</p>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
