import { Button } from '@croupier/ui/button';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { currentDeviceFamily } from '../../ui/device.ts';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { mobileBreakpoint } from '../../ui/modal/modal-logic.ts';
import { currentInstallEnvironment } from '../pwa/install-choice.ts';
import { usePlayerIdentity } from '../session/player-identity.ts';
import {
  mayPrompt,
  promptAfterScrollMs,
  promptDelayMs,
  promptDoneLocalKey,
  promptShownSessionKey,
} from './prompt-rules.ts';
import { setFlag, storageFlag } from './prompt-storage.ts';
import { acceptPushService, linkPushService, type PushService, pushServiceOf } from './push-service.ts';
import { pushSupported, readPushConfig } from './web-push.ts';

/**
 * Spec 02 §4 "Push prompt", for a signed-in player (pushes are about their money, so a guest's device would have
 * nothing to receive; decision 0129). Desktop: a small prompt after 10 s, or 0.5 s after the first scroll.
 * Mobile: the allow-notifications modal instead. With permission given already, the device is linked to the
 * player signed in now.
 */
export function PushPrompt() {
  const { t } = useI18n();
  const modals = useModals();
  const location = useLocation();
  const titleId = useId();
  const [service, setService] = useState<PushService | undefined>();
  // The prompt is mounted for a signed-in player only: the root's data names them.
  const playerId = usePlayerIdentity().playerId ?? '';
  const [visible, setVisible] = useState(false);
  const walletOpen = new URLSearchParams(location.search).has('wallet');

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    void readPushConfig().then((config) => {
      const offered = pushServiceOf(config);
      if (cancelled || !offered || !playerId) return;
      // Spec 02 §8: a push service answers one origin; anywhere else the prompt is skipped, with a warning.
      if (config?.allowedOrigin && config.allowedOrigin !== window.location.origin) {
        console.warn(`Push notifications are off: this page is not on ${config.allowedOrigin}`);
        return;
      }
      if (Notification.permission === 'granted') void linkPushService(offered, playerId);
      else setService(offered);
    });
    return () => {
      cancelled = true;
    };
  }, [playerId]);

  const device = currentInstallEnvironment();
  const eligible =
    service !== undefined &&
    mayPrompt({
      permission: Notification.permission,
      pathname: location.pathname,
      shownThisSession: storageFlag(() => sessionStorage, promptShownSessionKey),
      storedDone: storageFlag(() => localStorage, promptDoneLocalKey),
      walletOpen,
      apple: currentDeviceFamily() === 'ios',
      standalone: device.standalone,
    });

  useEffect(() => {
    if (!eligible || visible) return;
    const show = () => {
      setFlag(() => sessionStorage, promptShownSessionKey);
      if (window.innerWidth < mobileBreakpoint) modals.open('allow-notifications', { service, playerId });
      else setVisible(true);
    };
    const timer = window.setTimeout(show, promptDelayMs);
    let scrollTimer: number | undefined;
    const onScroll = () => {
      scrollTimer ??= window.setTimeout(show, promptAfterScrollMs);
    };
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(scrollTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [eligible, visible, modals, service, playerId]);

  // Spec 02 §4: a permission changed elsewhere (the browser's own settings) closes the prompt.
  useEffect(() => {
    if (!visible || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const closeOnChange = () => setVisible(false);
    void navigator.permissions.query({ name: 'notifications' }).then((s) => {
      status = s;
      s.addEventListener('change', closeOnChange);
    });
    return () => status?.removeEventListener('change', closeOnChange);
  }, [visible]);

  if (!visible || !service || walletOpen) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="push-prompt"
      className="fixed top-20 right-4 z-60 flex max-w-sm flex-col gap-3 rounded-card border border-line bg-raised p-4 shadow-sheet"
    >
      <div className="flex items-start gap-3">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-cool" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-semibold">
            {t('push.promptTitle')}
          </h2>
          <p className="text-muted text-sm">{t('push.promptText')}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => setVisible(false)}>
          {t('push.notNow')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setVisible(false);
            void acceptPushService(service, playerId);
          }}
        >
          {t('push.allow')}
        </Button>
      </div>
    </section>
  );
}
