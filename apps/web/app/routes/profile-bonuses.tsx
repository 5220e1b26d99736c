import { BonusBoard } from '../features/bonuses/bonus-board.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { SiteLink } from '../ui/site-link.tsx';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['bonuses', 'pages'];

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

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
