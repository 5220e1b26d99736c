import { describe, expect, it } from 'vitest';
import { type InstallEnvironment, installChoice } from './install-choice.ts';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
const base: InstallEnvironment = {
  hasPrompt: false,
  standalone: false,
  serviceWorkers: true,
  userAgent: android,
  desktop: false,
};

describe('install the app', () => {
  it('uses the browser prompt when it offered one', () => {
    expect(installChoice({ ...base, hasPrompt: true })).toBe('prompt');
  });
  it('offers nothing inside the installed app', () => {
    expect(installChoice({ ...base, standalone: true, hasPrompt: true })).toBe('installed');
  });
  it('shows the install guide on iOS, which has no prompt', () => {
    expect(installChoice({ ...base, userAgent: iphone })).toBe('guide');
  });
  it('hands a desktop visitor to their phone with the QR code', () => {
    expect(installChoice({ ...base, desktop: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126' })).toBe(
      'qr',
    );
  });
  it('says installing is not available without service workers', () => {
    expect(installChoice({ ...base, serviceWorkers: false })).toBe('not-available');
  });
});
