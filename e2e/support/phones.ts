/**
 * Phone players for the phone scenarios (decision 0013): fresh numbers, and SMS codes read from the
 * development outbox (NODE_ENV test), as a player would read them on the phone.
 */

interface OutboxMessage {
  channel: string;
  to: string;
  text: string;
  createdAt: string;
}

let counter = 0;
/** A fresh, valid German mobile number in E.164 per call, so runs and tests never share a number. */
export function uniquePhone(): string {
  counter += 1;
  const digits = `${Date.now() % 1_000_000}${counter % 100}`.padStart(8, '0').slice(-8);
  return `+49151${digits}`;
}

/** The code of the newest SMS to the number whose text mentions `kind` ('registration' or 'login'). */
export async function smsCode(siteUrl: string, phone: string, kind: 'registration' | 'login'): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${siteUrl}/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const body = (await response.json()) as { data: OutboxMessage[] };
    const message = body.data.find((m) => m.channel === 'sms' && m.text.includes(`${kind} code`));
    const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} SMS code for ${phone}`);
}

/** A code that is certainly wrong: the real one with its first digit changed. */
export function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

async function firstCurrency(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/settings/currencies?visible=true`);
  const body = (await response.json()) as { data: { code: string }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error('no currency offered');
  return code;
}

/** Registers and verifies a phone player through the API; answers its first access token. */
export async function createPhonePlayer(siteUrl: string, phone: string, password: string): Promise<string> {
  const register = await fetch(`${siteUrl}/api/player/register/phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone,
      password,
      currency: await firstCurrency(siteUrl),
      country: 'DE',
      birthdate: '1990-05-20',
      agreements: true,
    }),
  });
  if (register.status !== 202) throw new Error(`register/phone answered ${register.status}: ${await register.text()}`);
  const verify = await fetch(`${siteUrl}/api/player/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await smsCode(siteUrl, phone, 'registration'), purpose: 'registration' }),
  });
  const body = (await verify.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** The player's limits through the API, with the token the browser holds. */
export async function limitsOf(
  siteUrl: string,
  token: string,
): Promise<{ definition: number; period: string | null; currency: string | null; amount: number | null }[]> {
  const response = await fetch(`${siteUrl}/api/player/limits`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`limits answered ${response.status}`);
  return ((await response.json()) as { data: never[] }).data;
}
