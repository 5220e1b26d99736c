import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Spinner } from './wallet-icons.tsx';

/**
 * The provider's page of an 'iframe' method, loaded lazily from the action URL (spec 02 §4). It fills the
 * space it is given; a spinner covers it until the page has loaded.
 */
export function ProviderFrame(props: { url: string; title: string; className?: string }) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={`relative overflow-hidden rounded-card border border-line bg-canvas ${props.className ?? 'min-h-[32rem] flex-1'}`}
    >
      {loaded ? null : (
        <div className="absolute inset-0 grid place-items-center text-muted" aria-hidden="true">
          <Spinner className="size-8" />
        </div>
      )}
      <iframe
        src={props.url}
        title={props.title}
        loading="lazy"
        onLoad={() => setLoaded(true)}
        // The provider needs its own scripts and forms; it gets nothing else from the site.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
        className="absolute inset-0 size-full border-0 bg-transparent"
        data-testid="provider-frame"
      />
      <p className="sr-only" role="status">
        {loaded ? t('wallet.frame.loaded') : t('wallet.frame.loading')}
      </p>
    </div>
  );
}
