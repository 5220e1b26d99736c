import { useSearchParams } from 'react-router';
import { RoundVerifier } from '../features/house/round-verifier.tsx';
import { useI18n } from '../i18n/i18n.tsx';

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
