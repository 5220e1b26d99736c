import { localizePath, splitLocale, supportedLocales } from '@croupier/i18n/locales';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { setUserLanguage } from '../i18n-choice/user-language.ts';

/**
 * The five site languages by their native names. Each is a real link to the same page under that
 * locale's prefix (a full load, so every message and content document is fetched in the new language);
 * the click also stores the choice in the user-language cookie for a year.
 */
export default function LanguagesModal({ titleId }: ModalBodyProps) {
  const { t, locale: current } = useI18n();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  const params = new URLSearchParams(location.search);
  params.delete('languages');
  const rest = `${params.size ? `?${params}` : ''}${location.hash}`;
  return (
    <ModalBody titleId={titleId} title={t('modals.languages.title')}>
      <ul className="grid gap-2">
        {supportedLocales.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <a
                href={`${localizePath(path, locale)}${rest}`}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? 'true' : undefined}
                onClick={() => setUserLanguage(locale)}
                className="flex min-h-14 items-center justify-between gap-3 rounded-card border border-line bg-raised px-4 font-medium text-text transition-colors duration-quick hover:border-accent/60 hover:bg-overlay aria-[current]:border-accent aria-[current]:bg-accent/10"
              >
                <span className="flex items-center gap-3">
                  <span className="grid h-7 w-9 place-items-center rounded-md bg-canvas font-semibold text-muted text-xs uppercase tracking-wide">
                    {locale === 'pt-br' ? 'pt' : locale}
                  </span>
                  {t(`modals.languages.native.${locale}`)}
                </span>
                {active ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5 text-accent"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </ModalBody>
  );
}
