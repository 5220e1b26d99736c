import { limitDefinition } from '@croupier/contracts/constants';
import { limitSchema, realityCheckSchema } from '@croupier/contracts/limits';
import { displayName } from '@croupier/i18n/display-name';
import { maskEmail } from '@croupier/i18n/email';
import { Button } from '@croupier/ui/button';
import { Link } from 'react-router';
import { blockLimit, isMoneyLimit } from '../features/limits/limit-rules.ts';
import { useDateTime } from '../features/profile/local-time.tsx';
import { playerGet } from '../features/profile/player-api.server.ts';
import { filledPercent, missingFields } from '../features/profile/profile-form.ts';
import { useProfile } from '../features/profile/profile-outlet.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { StatusBadge } from '../features/profile/status-badge.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { Icon } from '../ui/icon.tsx';
import { useModals } from '../ui/modal/modal-context.ts';
import { ProgressBar } from '../ui/progress-bar.tsx';
import type { Route } from './+types/profile-dashboard';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'profile'];

async function pageLoader(args: Route.LoaderArgs) {
  const [limits, realityCheck] = await Promise.all([
    playerGet(args, '/api/player/limits', limitSchema.array()),
    playerGet(args, '/api/player/limits/reality-check', realityCheckSchema),
  ]);
  return { limits, realityCheck };
}

const tileClass =
  'flex min-h-14 items-center gap-3 rounded-control border border-line bg-raised px-4 font-medium text-text transition-colors duration-quick hover:border-accent';

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const dateTime = useDateTime();
  const modals = useModals();
  const profile = useProfile();
  const { limits, realityCheck } = loaderData;
  const missing = missingFields(profile);
  const percent = filledPercent(profile);
  const coolingOff = blockLimit(limits, limitDefinition.coolingOff);
  const moneyCount = limits.filter(isMoneyLimit).length;

  return (
    <main className="flex flex-col gap-6">
      <SectionHeader title={t('profile.dashboard.title')} intro={t('profile.dashboard.intro')} />

      <Panel>
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-accent font-bold text-2xl text-on-accent"
          >
            {displayName(profile, t('profile.unknownName')).slice(0, 1).toUpperCase()}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="truncate font-semibold text-text text-xl">{displayName(profile, t('profile.unknownName'))}</p>
            <p className="truncate text-muted text-sm">
              <span className="sr-only">{t('profile.dashboard.email')} </span>
              {maskEmail(profile.email)}
            </p>
          </div>
          <div className="ml-auto flex flex-wrap gap-2">
            <StatusBadge status={profile.status} />
            <span
              className={`inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ${profile.sumsubVerified ? 'bg-success/15 text-success' : 'bg-overlay text-muted'}`}
            >
              {t(profile.sumsubVerified ? 'profile.dashboard.verified' : 'profile.dashboard.notVerified')}
            </span>
          </div>
        </div>
      </Panel>

      <Panel title={t('profile.dashboard.completeness')} id="completeness">
        <div className="flex items-center gap-4">
          <ProgressBar label={t('profile.dashboard.completeness')} percent={percent} size="large" className="flex-1" />
          <span className="tabular font-semibold text-text">{t('profile.dashboard.percent', { percent })}</span>
        </div>
        {missing.length ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted text-sm">
              {t('profile.dashboard.missing', {
                fields: missing.map((field) => t(`profile.fields.${field}`)).join(', '),
              })}
            </p>
            <Button onClick={() => modals.open('update-profile-fields')}>{t('profile.dashboard.complete')}</Button>
          </div>
        ) : (
          <p className="text-muted text-sm">{t('profile.dashboard.filled')}</p>
        )}
      </Panel>

      <Panel title={t('profile.dashboard.safety')} id="safety">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1 rounded-control bg-raised p-4">
            <dt className="text-muted text-sm">{t('profile.dashboard.realityCheck')}</dt>
            <dd className="font-semibold text-text">
              {realityCheck.intervalMinutes
                ? t('limits.realityCheck.every', { minutes: realityCheck.intervalMinutes })
                : t('limits.realityCheck.off')}
            </dd>
          </div>
          <div className="flex flex-col gap-1 rounded-control bg-raised p-4">
            <dt className="text-muted text-sm">{t('profile.dashboard.sessionTime')}</dt>
            <dd className="font-semibold text-text">
              {t('limits.realityCheck.minutes', { minutes: realityCheck.sessionMinutes })}
            </dd>
          </div>
          <div className="flex flex-col gap-1 rounded-control bg-raised p-4">
            <dt className="text-muted text-sm">{t('profile.dashboard.limits')}</dt>
            <dd className="font-semibold text-text">
              {coolingOff?.expiredAt
                ? t('limits.coolingOff.activeUntil', { date: dateTime(coolingOff.expiredAt) })
                : t('profile.dashboard.limitCount', { count: moneyCount })}
            </dd>
          </div>
        </dl>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={path('/profile/limits')} className={tileClass}>
            <Icon name="shield" className="size-5 text-accent" />
            {t('profile.dashboard.manageLimits')}
          </Link>
          <Link to={path('/profile/limits#take-a-break')} className={tileClass}>
            <Icon name="close" className="size-5 text-warning" />
            {t('profile.menu.takeABreak')}
          </Link>
          <button type="button" onClick={() => modals.open('change-password')} className={tileClass}>
            <Icon name="compact" className="size-5 text-cool" />
            {t('profile.password.open')}
          </button>
          <Link to={path('/profile/history')} className={tileClass}>
            <Icon name="reload" className="size-5 text-cool" />
            {t('profile.dashboard.sessions')}
          </Link>
        </div>
      </Panel>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
