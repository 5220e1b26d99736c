import { BonusBoard } from '../features/bonuses/bonus-board.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { SiteLink } from '../ui/site-link.tsx';

/** The profile's bonus page (the profile layout requires login): the same lists; codes are redeemed on /bonuses. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame name="profileBonuses">
      <p className="text-muted text-sm">
        <SiteLink to="/bonuses" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t('bonuses.code.elsewhere')}
        </SiteLink>
      </p>
      <BonusBoard withCode={false} />
    </PageFrame>
  );
}
