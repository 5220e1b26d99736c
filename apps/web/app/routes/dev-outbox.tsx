import type { DevMessage } from '@croupier/contracts/player';
import { intlTag } from '@croupier/i18n/locales';
import { Button } from '@croupier/ui/button';
import { inputClass, linkClass } from '@croupier/ui/form-controls';
import { useEffect, useState } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { loadDevOutbox } from '../features/dev-outbox/dev-outbox-api.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import type { Route } from './+types/dev-outbox';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['devOutbox'];

/** How often "auto-refresh" reloads the list: quick enough to catch a link right after a sign-up. */
const autoRefreshMs = 3000;

/** Development and test only: the e-mails and SMS the platform "sent", so flows can be finished by hand. */
async function pageLoader({ request, context }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')?.trim() || undefined;
  // Not `messages`: withRouteMessages puts the page's i18n messages under that key.
  return { sent: await loadDevOutbox(context, to), to: to ?? '' };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { sent, to } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [auto, setAuto] = useState(false);

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => void revalidator.revalidate(), autoRefreshMs);
    return () => window.clearInterval(timer);
  }, [auto, revalidator.revalidate]);

  const busy = revalidator.state !== 'idle' || navigation.state !== 'idle';
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-4xl flex-col gap-6 bg-canvas px-4 py-8 md:px-8">
      <title>{t('devOutbox.documentTitle')}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t('devOutbox.title')}</h1>
        <p className="max-w-2xl text-muted">{t('devOutbox.intro')}</p>
      </header>

      <div className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-4 md:flex-row md:items-end">
        <Form method="get" className="flex flex-1 flex-col gap-2 md:flex-row md:items-end">
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium" htmlFor="dev-outbox-to">
            {t('devOutbox.filterLabel')}
            <input
              id="dev-outbox-to"
              name="to"
              type="search"
              defaultValue={to}
              placeholder={t('devOutbox.filterPlaceholder')}
              className={inputClass}
            />
          </label>
          <Button type="submit" variant="secondary" className="px-4 text-sm hover:border-overlay">
            {t('devOutbox.filter')}
          </Button>
        </Form>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="px-4 text-sm hover:border-overlay"
            onClick={() => void revalidator.revalidate()}
          >
            {t('devOutbox.refresh')}
          </Button>
          <Button
            variant="secondary"
            className="px-4 text-sm hover:border-overlay"
            aria-pressed={auto}
            onClick={() => setAuto((on) => !on)}
          >
            {auto ? t('devOutbox.autoRefreshOn') : t('devOutbox.autoRefreshOff')}
          </Button>
        </div>
      </div>

      <p className="text-sm text-muted" aria-live="polite" aria-busy={busy}>
        {to ? t('devOutbox.countFor', { count: sent.length, to }) : t('devOutbox.count', { count: sent.length })}
      </p>

      {sent.length === 0 ? (
        <p className="rounded-sheet border border-dashed border-line p-8 text-center text-muted">
          {t('devOutbox.empty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {sent.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function MessageCard({ message }: { message: DevMessage }) {
  const { t, locale } = useI18n();
  // UTC, so the server render and the browser agree whatever the visitor's time zone.
  const sentAt = new Intl.DateTimeFormat(intlTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(message.createdAt));
  const channel = message.channel === 'sms' ? t('devOutbox.channelSms') : t('devOutbox.channelEmail');
  return (
    <article className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-semibold">{message.subject || t('devOutbox.noSubject')}</h2>
          <p className="break-all text-sm text-muted">{t('devOutbox.to', { to: message.to })}</p>
        </div>
        <div className="flex flex-col items-end gap-1 text-sm">
          <span className="rounded-full bg-raised px-2.5 py-0.5 font-semibold text-cool">{channel}</span>
          <time dateTime={message.createdAt} className="text-subtle">
            {t('devOutbox.sentAt', { time: sentAt })}
          </time>
        </div>
      </header>
      <pre className="whitespace-pre-wrap break-words rounded-control bg-canvas p-4 font-sans text-sm text-text">
        {message.text}
      </pre>
      {message.links.length > 0 ? (
        <nav aria-label={t('devOutbox.links')}>
          <ul className="flex flex-col gap-1 text-sm">
            {message.links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} className={linkClass}>
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
