import '@fontsource-variable/inter';
import './styles/app.css';
import { defaultLocale, type Locale, splitLocale } from '@croupier/i18n/locales';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { messagesFor } from './i18n/catalog.server.ts';
import { I18nProvider, useI18n } from './i18n/i18n.tsx';
import { siteContext } from './platform/site-context.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const locale: Locale = splitLocale(new URL(request.url).pathname).locale ?? defaultLocale;
  return { locale, messages: messagesFor(locale), nonce: site.nonce, buildId: site.buildId };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? defaultLocale;
  return (
    <html lang={locale} className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider locale={locale} messages={data.messages}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <p>{status}</p>
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
    </main>
  );
}
