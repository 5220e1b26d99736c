import type { SocialProvider } from '@croupier/contracts/social';
import { buttonClass } from '@croupier/ui/button';
import { FormAlert } from '@croupier/ui/form-controls';
import { useI18n } from '../../i18n/i18n.tsx';
import { socialQuery } from './social-query.ts';

/**
 * "Continue with …" for each configured provider, above the e-mail form. Links to this page with
 * `?social=<id>`, whose loader sends the visitor on to the provider (works without scripts too).
 */
export function SocialButtons(props: { providers: readonly SocialProvider[]; page: string; unavailable?: boolean }) {
  const { t, path } = useI18n();
  if (props.providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {props.unavailable ? <FormAlert>{t('social.unavailable')}</FormAlert> : null}
      {props.providers.map((provider) => (
        <a
          key={provider.id}
          href={`${path(props.page)}?${socialQuery}=${encodeURIComponent(provider.id)}`}
          rel="nofollow"
          className={buttonClass({
            variant: 'secondary',
            size: 'lg',
            className: 'flex bg-surface px-4 hover:border-accent hover:bg-surface',
          })}
        >
          {t('social.continueWith', { name: provider.name })}
        </a>
      ))}
      <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('social.or')}
        <span className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}
