import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import { startTagManager } from '../analytics/tag-manager.tsx';
import { acceptCookies } from './cookie-consent.ts';

/** Cookie notice from layout content; the server already knows from the cookie whether it was accepted. */
export function CookiePopup() {
  const { t } = useI18n();
  const data = useRootData();
  const [accepted, setAccepted] = useState(false);
  const popup = data?.layout?.cookiePopup;
  if (!popup || data?.cookieConsent || accepted) return null;
  return (
    <section
      aria-label={t('layout.cookieNotice')}
      data-testid="cookie-popup"
      className="fixed inset-x-3 bottom-20 z-40 flex flex-col gap-3 rounded-card border border-line bg-raised p-4 shadow-sheet sm:flex-row sm:items-center md:inset-x-auto md:right-6 md:bottom-6 md:max-w-lg"
    >
      <p className="flex-1 text-sm text-muted">
        {popup.text}{' '}
        <SiteLink to={popup.policy.to} className="font-medium text-text underline underline-offset-4">
          {popup.policy.label}
        </SiteLink>
      </p>
      <Button
        onClick={() => {
          acceptCookies();
          startTagManager(data?.publicConfig.gtmId);
          setAccepted(true);
        }}
        size="sm"
        className="shrink-0 px-5"
      >
        {popup.accept}
      </Button>
    </section>
  );
}
