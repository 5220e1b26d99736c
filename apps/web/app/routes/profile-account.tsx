import { maskEmail } from '@croupier/i18n/email';
import { Button } from '@croupier/ui/button';
import { useRevalidator } from 'react-router';
import { ProfileFieldsForm } from '../features/profile/profile-fields-form.tsx';
import { profileFormFields, profileRules } from '../features/profile/profile-form.ts';
import { profileFormData } from '../features/profile/profile-form-data.server.ts';
import { useProfile } from '../features/profile/profile-outlet.ts';
import { Panel, SectionHeader } from '../features/profile/section-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useModals } from '../ui/modal/modal-context.ts';
import type { Route } from './+types/profile-account';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages', 'profile'];

async function pageLoader(args: Route.LoaderArgs) {
  return profileFormData(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const modals = useModals();
  const revalidator = useRevalidator();
  const profile = useProfile();
  return (
    <main className="flex flex-col gap-6">
      <SectionHeader title={t('profile.account.title')} intro={t('profile.account.intro')} />
      <Panel title={t('profile.account.details')} id="details">
        <p className="-mt-2 text-muted text-sm">{t('profile.account.email', { email: maskEmail(profile.email) })}</p>
        <ProfileFieldsForm
          idPrefix="account"
          profile={profile}
          fields={profileFormFields}
          rules={profileRules(loaderData.fields)}
          countries={loaderData.countries}
          submitLabel={t('profile.account.save')}
          showSaved
          onSaved={() => void revalidator.revalidate()}
        />
      </Panel>
      <Panel title={t('profile.password.title')} id="password">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm">{t('profile.password.intro')}</p>
          <Button onClick={() => modals.open('change-password')} variant="secondary">
            {t('profile.password.open')}
          </Button>
        </div>
      </Panel>
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
