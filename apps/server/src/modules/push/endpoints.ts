/**
 * Which push endpoints the platform will post to (decision 0129). The endpoint comes from the player's browser,
 * so without a rule it would let anyone make the server send requests to any address (SSRF): only the push
 * services browsers use, over https. A loopback endpoint over http is allowed outside production, for the
 * sandbox push service of the tests and a developer's own.
 */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function endpointAllowed(endpoint: string, hosts: readonly string[], production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && url.protocol === 'http:' && loopback.has(url.hostname)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
