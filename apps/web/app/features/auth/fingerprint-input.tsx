import { useEffect, useState } from 'react';
import { getFingerprint } from '../fingerprint/fingerprint.ts';

/**
 * Hidden `fingerprint` field of the login and registration forms (spec 01 §7): the session's visitor id
 * (features/fingerprint), filled once scripts run. Forms without scripts, or a browser that blocks the
 * library, simply send none.
 */
export function FingerprintInput() {
  const [value, setValue] = useState('');
  useEffect(() => {
    let live = true;
    getFingerprint()
      .then((fingerprint) => {
        if (live && fingerprint) setValue(fingerprint.visitorId);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return <input type="hidden" name="fingerprint" value={value} />;
}
