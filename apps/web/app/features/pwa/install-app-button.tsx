import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { currentInstallEnvironment, installChoice, showInstallPrompt } from './install-choice.ts';

/** "Install the app": the browser's prompt where it has one, else the guide, the QR code or a clear no. */
export function InstallAppButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const modals = useModals();
  // Rendered on the server without knowing the device; hidden inside the installed app after hydration.
  const [installed, setInstalled] = useState(false);
  useEffect(() => setInstalled(installChoice(currentInstallEnvironment()) === 'installed'), []);
  if (installed) return null;

  async function install() {
    const choice = installChoice(currentInstallEnvironment());
    if (choice === 'prompt' && (await showInstallPrompt())) return;
    if (choice === 'qr') modals.open('pwa-qr');
    else if (choice === 'not-available') modals.open('pwa-not-available');
    else modals.open('pwa-install-guide');
  }

  return (
    <button type="button" onClick={() => void install()} className={className}>
      <Icon name="download" />
      {t('pwa.installApp')}
    </button>
  );
}
