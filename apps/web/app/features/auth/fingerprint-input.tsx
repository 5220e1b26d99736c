import { useEffect, useState } from 'react';

/**
 * The visitor fingerprint the login and registration bodies carry (spec 01 §7): a hash of stable browser
 * traits. It only helps the operator spot duplicate accounts; it is no identity and needs no consent
 * beyond what the request itself reveals.
 */
async function computeFingerprint(): Promise<string> {
  const traits = [
    navigator.userAgent,
    navigator.language,
    String(navigator.hardwareConcurrency ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hidden `fingerprint` field, filled once scripts run (forms without scripts simply send none). */
export function FingerprintInput() {
  const [value, setValue] = useState('');
  useEffect(() => {
    computeFingerprint()
      .then(setValue)
      .catch(() => undefined);
  }, []);
  return <input type="hidden" name="fingerprint" value={value} />;
}
