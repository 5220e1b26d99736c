import { hmacHex, signedWalletCall } from '../../apps/server/src/modules/games/signing.ts';

/** The master key the games browser tests start the site with, so the test can speak as a provider. */
export const gameWalletSecret = 'e2e-game-wallet-master-secret-0123456789abcdef';

/** What the house provider would send: a signed seamless-wallet call (docs/game-wallet-contract.md). */
export async function providerCall(
  siteUrl: string,
  provider: string,
  operation: 'balance' | 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const secret = hmacHex(gameWalletSecret, `game-provider:${provider}`);
  const signed = signedWalletCall(secret, body);
  const response = await fetch(`${siteUrl}/api/provider-wallet/${provider}/${operation}`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The session token the launch URL carries. */
export function launchToken(frameSource: string): string {
  const token = new URL(frameSource, 'http://site').searchParams.get('token');
  if (!token) throw new Error(`no token in ${frameSource}`);
  return token;
}

let sequence = 0;
export const transactionId = (kind: string) => `e2e-${kind}-${Date.now()}-${++sequence}`;
