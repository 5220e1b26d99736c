import type { FieldValidation, PlayerProfile } from '@croupier/contracts/player';
import type { Country } from '@croupier/contracts/settings';
import { isProfileFilled } from '@croupier/i18n/display-name';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { publicApi } from '../../platform/api/clients.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi } from '../auth/api-client.ts';
import type { CountryOption } from '../auth/registration-body.ts';
import { ProfileFieldsForm } from './profile-fields-form.tsx';
import { missingFields, profileRules } from './profile-form.ts';

interface Loaded {
  profile: PlayerProfile;
  fields: FieldValidation[];
  countries: CountryOption[];
}

async function load(locale: string): Promise<Loaded | undefined> {
  const settings = async <T,>(path: string): Promise<T | undefined> => {
    const answer = await publicApi<T>({ path });
    return answer.ok ? answer.data : undefined;
  };
  const [profile, validations, countries] = await Promise.all([
    playerApi<PlayerProfile>({ path: '/api/player/profile' }),
    settings<{ fields: FieldValidation[] }>('/api/player/fields/validations?scenario=profile'),
    settings<Country[]>(`/api/settings/countries?locale=${encodeURIComponent(locale)}`),
  ]);
  if (!profile.ok) return undefined;
  return {
    profile: profile.data,
    fields: validations?.fields ?? [],
    countries: (countries ?? []).filter((c) => !c.restrict).map((c) => ({ code: c.code, name: c.name })),
  };
}

/**
 * update-profile-fields (spec 02 §2): only the required fields still missing (S1.3-10). Once saved the
 * page data reloads; a now complete profile gets the profile-confirmed modal.
 */
export default function UpdateProfileFieldsModal({ titleId }: ModalBodyProps) {
  const { t, locale } = useI18n();
  const modals = useModals();
  const revalidator = useRevalidator();
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void load(locale).then((result) => {
      if (live) setLoaded(result ?? null);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const missing = loaded ? missingFields(loaded.profile) : [];
  return (
    <ModalBody titleId={titleId} title={t('profile.update.title')} lead={t('profile.update.intro')}>
      {loaded === undefined ? (
        <p role="status" className="text-muted">
          {t('profile.loading')}
        </p>
      ) : loaded === null ? (
        <p role="alert" className="text-danger">
          {t('profile.somethingWrong')}
        </p>
      ) : missing.length === 0 ? (
        <p className="text-muted">{t('profile.dashboard.filled')}</p>
      ) : (
        <ProfileFieldsForm
          idPrefix="update"
          profile={loaded.profile}
          fields={missing}
          rules={profileRules(loaded.fields)}
          countries={loaded.countries}
          submitLabel={t('profile.update.submit')}
          onSaved={(saved) => {
            void revalidator.revalidate();
            modals.close('update-profile-fields');
            if (isProfileFilled(saved)) modals.open('profile-confirmed');
          }}
        />
      )}
    </ModalBody>
  );
}
