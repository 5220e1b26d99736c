import { verificationStateSchema } from '@croupier/contracts/verification';
import { Button } from '@croupier/ui/button';
import { linkClass } from '@croupier/ui/form-controls';
import { useState } from 'react';
import { Link } from 'react-router';
import { playerGet } from '../features/profile/player-api.server.ts';
import { Panel } from '../features/profile/section-header.tsx';
import { startVerification } from '../features/verification/verification-client.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/profile-verification';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'verification'];

/** The parent /profile loader guards the page; this one reads the verification state (spec 01 §1, §3). */
async function pageLoader(args: Route.LoaderArgs) {
  return { state: await playerGet(args, '/api/player/verification', verificationStateSchema) };
}

type Notice = 'sdk' | 'failed' | null;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { state } = loaderData;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const verified = state.sumsubVerified;
  const statusKey = verified ? 'approved' : state.status;

  async function start() {
    if (!state.provider) return;
    setBusy(true);
    setNotice(null);
    const result = await startVerification(state.provider, path('/profile/verification'));
    if (result.ok && result.data.url) {
      // The hosted page opens in this tab and links back here when the player is done.
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    // Sumsub's Web SDK would mount here with the token; this build loads no external script.
    setNotice(result.ok && result.data.accessToken ? 'sdk' : 'failed');
  }

  const badgeTone = verified
    ? 'bg-success/15 text-success'
    : state.status === 'rejected'
      ? 'bg-danger/15 text-danger'
      : 'bg-warning/15 text-warning';

  return (
    <PageFrame name="profileVerification">
      <Panel title={t('verification.statusTitle')} id="verification-status">
        <p className="flex flex-wrap items-center gap-3">
          <span
            data-testid="verification-status"
            className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-sm ${badgeTone}`}
          >
            {verified ? t('verification.verified') : t('verification.notVerified')}
          </span>
          <span className="text-muted text-sm">{t(`verification.status.${statusKey}`)}</span>
        </p>
        <p className="text-muted">{t(`verification.explain.${statusKey}`)}</p>
        {!verified && state.provider ? (
          <div className="flex flex-col gap-3 sm:max-w-xs">
            <Button size="lg" className="w-full font-bold" onClick={() => void start()} disabled={busy}>
              {busy
                ? t('verification.starting')
                : state.status === 'rejected'
                  ? t('verification.retry')
                  : t('verification.start')}
            </Button>
          </div>
        ) : null}
        {!state.provider && !verified ? <p className="text-muted">{t('verification.unavailable')}</p> : null}
        {notice === 'sdk' ? (
          <div role="status" className="rounded-control border border-line bg-canvas p-4">
            <p className="font-semibold text-text">{t('verification.sdk.title')}</p>
            <p className="text-muted text-sm">{t('verification.sdk.text')}</p>
          </div>
        ) : null}
        {notice === 'failed' ? (
          <p role="alert" className="text-danger text-sm">
            {t('verification.failed')}
          </p>
        ) : null}
      </Panel>
      {/* A verified player has nothing to upload: the panel above already says they are verified (issue 26). */}
      {state.documentsHidden || verified ? null : (
        <p>
          <Link to={path('/profile/documents')} className={linkClass}>
            {t('verification.documentsLink')}
          </Link>
        </p>
      )}
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
