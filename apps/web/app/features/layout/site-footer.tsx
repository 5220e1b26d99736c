import { buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import { InstallAppButton } from '../pwa/install-app-button.tsx';
import { BrandLogo } from './brand-logo.tsx';

/** Footer from layout content: link columns, support address, badges with 18+, legal lines. */
export function SiteFooter() {
  const { t } = useI18n();
  const layout = useRootData()?.layout;
  const footer = layout?.footer;
  // The 18+ mark is always shown; content badges add licences or seals beside it without repeating it.
  const badges = (footer?.badges ?? []).filter((badge) => badge.trim() !== t('layout.adultsOnly'));
  return (
    <footer className="mt-16 border-t border-line/60 bg-ink/40">
      <div className="mx-auto max-w-7xl px-5 py-12 md:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))]">
          <div className="flex flex-col gap-3">
            <BrandLogo />
            {layout?.brand.tagline ? <p className="max-w-xs text-sm text-muted">{layout.brand.tagline}</p> : null}
            {footer?.supportEmail ? (
              <p className="break-words text-sm text-muted">
                {t('layout.support')}{' '}
                <a href={`mailto:${footer.supportEmail}`} className="text-text underline-offset-4 hover:underline">
                  {footer.supportEmail}
                </a>
              </p>
            ) : null}
          </div>
          {(footer?.columns ?? []).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-xs font-semibold uppercase tracking-widest text-subtle hyphens-auto break-words">
                {column.title}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={`${link.to}-${link.label}`}>
                    <SiteLink to={link.to} className="footer-link">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-line/60 pt-8">
          <span
            className="inline-flex size-10 items-center justify-center rounded-full border-2 border-danger text-sm font-bold text-text"
            title={t('layout.adultsOnlyTitle')}
          >
            {t('layout.adultsOnly')}
          </span>
          {badges.map((badge) => (
            <span
              key={badge}
              className="inline-flex min-h-8 items-center rounded-control border border-line px-3 text-xs font-medium text-muted"
            >
              {badge}
            </span>
          ))}
          <InstallAppButton
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'ml-auto px-3 font-medium' })}
          />
          <SiteLink
            to="/responsible-gaming"
            className=" inline-flex min-h-10 items-center text-sm font-medium text-cool underline-offset-4 hover:underline"
          >
            {t('layout.responsibleGaming')}
          </SiteLink>
        </div>

        {(footer?.legal ?? []).length > 0 ? (
          <div className="mt-6 flex flex-col gap-2 text-xs leading-relaxed text-subtle">
            {footer?.legal.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
