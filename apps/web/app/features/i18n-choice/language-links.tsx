import { localizePath, splitLocale, supportedLocales } from '@croupier/i18n/locales';
import { buttonClass } from '@croupier/ui/button';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { setUserLanguage } from './user-language.ts';

/**
 * The current page in every shipped language, each link storing the choice first so later unprefixed
 * visits keep it. Plain anchors (full loads) because the root loader owns the locale messages.
 */
export function LanguageLinks(props: { className?: string }) {
  const { t, locale: current } = useI18n();
  const { pathname, search } = useLocation();
  const rest = splitLocale(pathname).path;
  return (
    <ul className={props.className ?? 'flex flex-wrap gap-2'}>
      {supportedLocales.map((locale) => (
        <li key={locale}>
          <a
            href={`${localizePath(rest, locale)}${search}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => setUserLanguage(locale)}
            className={buttonClass({
              variant: 'secondary',
              size: 'sm',
              className:
                'bg-surface px-3 font-normal text-muted hover:bg-raised hover:text-text aria-[current=true]:border-accent aria-[current=true]:text-text',
            })}
          >
            {t(`nav.language.${locale}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
