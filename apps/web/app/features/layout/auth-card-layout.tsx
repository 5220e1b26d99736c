import { buttonClass } from '@croupier/ui/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { BrandLogo } from './brand-logo.tsx';

/** Login, sign-up and password-recovery layouts: one focused card, the brand, and a way back home. */
export function AuthCardLayout(props: { children: ReactNode; wide?: boolean }) {
  const { t, path } = useI18n();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-canvas">
      {/* Soft warm and cool glows give the otherwise empty page depth without an image request. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl" />
        <div className="absolute -bottom-48 -left-24 size-[28rem] rounded-full bg-cool/10 blur-3xl" />
      </div>
      <header className="relative flex items-center justify-between px-5 py-4 md:px-8">
        <BrandLogo />
        <Link
          to={path('/')}
          className={buttonClass({
            variant: 'ghost',
            size: 'sm',
            className: 'gap-1.5 px-3 font-medium text-muted hover:text-text',
          })}
        >
          <Icon name="chevron" className="size-4 rotate-180" />
          {t('layout.backHome')}
        </Link>
      </header>
      <div className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 md:items-center md:pt-0">
        <div
          className={`w-full ${props.wide ? 'max-w-2xl' : 'max-w-md'} rounded-sheet border border-line bg-surface/95 p-6 shadow-sheet md:p-8`}
        >
          {props.children}
        </div>
      </div>
    </div>
  );
}
