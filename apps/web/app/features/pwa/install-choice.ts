import { deviceFamilyOf } from '../../ui/device.ts';
/** What "Install the app" does on this device (spec 02 §2 modals pwa-install-guide, pwa-qr, pwa-not-available). */
export type InstallChoice = 'prompt' | 'installed' | 'guide' | 'qr' | 'not-available';

export interface InstallEnvironment {
  /** The browser offered its own install prompt (beforeinstallprompt was captured). */
  hasPrompt: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
  serviceWorkers: boolean;
  userAgent: string;
  /** A mouse-driven wide screen: a phone is the better place to install, via the QR code. */
  desktop: boolean;
}

export function installChoice(env: InstallEnvironment): InstallChoice {
  if (env.standalone) return 'installed';
  if (env.hasPrompt) return 'prompt';
  // iOS never fires beforeinstallprompt: Safari's "Add to Home Screen" is the way, so show the steps.
  if (deviceFamilyOf(env.userAgent) === 'ios') return 'guide';
  if (env.desktop) return 'qr';
  if (!env.serviceWorkers) return 'not-available';
  return 'guide';
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferredPrompt: BeforeInstallPromptEvent | undefined;

/** Keeps the browser's install prompt for the moment the visitor asks for it. Call once, in the browser. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = undefined;
  });
}

export function currentInstallEnvironment(): InstallEnvironment {
  return {
    hasPrompt: deferredPrompt !== undefined,
    // iOS Safari reports a home-screen app through navigator.standalone as well as the display mode.
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
    serviceWorkers: 'serviceWorker' in navigator,
    userAgent: navigator.userAgent,
    desktop: window.matchMedia('(pointer: fine) and (min-width: 1024px)').matches,
  };
}

/** Shows the browser's own prompt; resolves false when there was none to show. */
export async function showInstallPrompt(): Promise<boolean> {
  const prompt = deferredPrompt;
  if (!prompt) return false;
  deferredPrompt = undefined;
  await prompt.prompt();
  return true;
}
