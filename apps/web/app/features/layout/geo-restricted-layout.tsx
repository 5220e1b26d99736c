import type { Country } from '@croupier/contracts/settings';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { Icon } from '../../ui/icon.tsx';
import { LanguageLinks } from '../i18n-choice/language-links.tsx';
import { BrandLogo } from './brand-logo.tsx';

/**
 * Shown instead of every page when the visitor's country (proxy header) is a restricted jurisdiction
 * (spec 01 §2). Nothing playable is reachable; the visitor can still read it in their language and
 * reach support.
 */
export function GeoRestrictedLayout(props: { country: Country }) {
  const { t } = useI18n();
  const layout = useRootData()?.layout;
  const supportEmail = layout?.footer.supportEmail;
  const brand = layout?.brand.name ?? t('layout.brand');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line/60 px-5 py-4">
        <div className="mx-auto flex max-w-3xl items-center">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-5 py-12" data-testid="geo-restricted">
        <title>{t('geo.pageTitle', { brand })}</title>
        <section className="w-full max-w-xl rounded-sheet border border-line bg-surface p-6 shadow-sheet md:p-10">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-raised text-cool">
            <Icon name="globe" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight md:text-3xl">{t('geo.title')}</h1>
          <p className="mt-3 text-muted">{t('geo.text', { brand })}</p>
          <p className="mt-3 inline-flex rounded-control bg-raised px-3 py-1.5 text-sm text-muted">
            {t('geo.country', { country: props.country.name })}
          </p>

          <h2 className="mt-8 text-sm font-semibold uppercase tracking-widest text-subtle">{t('geo.languages')}</h2>
          <LanguageLinks className="mt-3 flex flex-wrap gap-2" />

          {supportEmail ? (
            <p className="mt-8 border-t border-line pt-6 text-sm text-muted">
              {t('geo.support')}{' '}
              <a href={`mailto:${supportEmail}`} className="font-medium text-accent underline-offset-4 hover:underline">
                {supportEmail}
              </a>
            </p>
          ) : null}
          <p className="mt-4 text-sm text-muted">{t('geo.responsibleGaming')}</p>
        </section>
      </main>
    </div>
  );
}
