import { isIP } from 'node:net';

export interface ParsedUserAgent {
  device: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  browser: string;
  os: string;
}

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

function parseOs(ua: string): string {
  const ios = /(?:iPhone|iPod).*? OS (\d+)/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const ipad = /iPad.*? OS (\d+)/.exec(ua);
  if (ipad) return `iPadOS ${ipad[1]}`;
  const android = /Android (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/Android/.test(ua)) return 'Android';
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

function parseDevice(ua: string): ParsedUserAgent['device'] {
  if (/iPad|Tablet|Android(?!.*Mobile)/.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(ua)) return 'mobile';
  if (/Windows NT|Macintosh|X11|CrOS/.test(ua)) return 'desktop';
  return 'unknown';
}

/**
 * Enough of a user agent to let a player recognise a session ("Chrome 126 on Windows"); not a full parser,
 * since the list only labels sessions and nothing depends on the result.
 */
export function parseUserAgent(userAgent: string | null | undefined): ParsedUserAgent {
  const ua = userAgent ?? '';
  if (!ua) return { device: 'unknown', browser: 'Unknown', os: 'Unknown' };
  let browser = 'Unknown';
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { device: parseDevice(ua), browser, os: parseOs(ua) };
}

/**
 * The session list shows where a login came from without handing out full addresses: the last IPv4
 * octet, or everything after the first three IPv6 groups (the usual /48 site prefix) is hidden.
 */
export function maskIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.*`;
  if (version === 6) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}:*`;
  }
  return '*';
}

/**
 * The subdivision part of an ISO 3166-2 code from the proxy's region header ("ON" of CA-ON; Cloudflare's
 * cf-region-code), or null for absent and junk.
 */
export function regionFromHeader(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!code || !/^[A-Z0-9]{1,3}$/.test(code)) return null;
  return code;
}

/** A two-letter code from the proxy's country header, or null for absent, "XX", "T1" (Tor) and junk. */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') return null;
  return code;
}
