import { useSearchParams } from 'react-router';
import { RoundVerifier } from '../features/house/round-verifier.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['houseVerify'];

/** /provider/house/verify: the house studio's public verifier (issue 7), without the site's shell. */
export default function HouseVerify() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-dvh flex-col bg-ink">
      <title>{t('houseVerify.title')}</title>
      <RoundVerifier initialHash={params.get('hash') ?? ''} />
    </main>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
