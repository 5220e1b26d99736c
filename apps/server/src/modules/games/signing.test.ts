import { describe, expect, it } from 'vitest';
import { createProviderSecrets, signedWalletCall, verifySignature } from './signing.ts';

describe('seamless-wallet signatures and provider secrets', () => {
  it('derives a distinct secret per provider from the master key, or takes the one configured', () => {
    const secrets = createProviderSecrets({
      masterSecret: 'm'.repeat(40),
      explicit: { evo: 'e'.repeat(40) },
      production: true,
    });
    const house = secrets.secretFor('fixture-originals');
    expect(house).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.secretFor('northlight')).not.toBe(house);
    expect(secrets.secretFor('evo')).toBe('e'.repeat(40));
    // The same master gives the same secrets in every process.
    const again = createProviderSecrets({ masterSecret: 'm'.repeat(40), explicit: undefined, production: true });
    expect(again.secretFor('fixture-originals')).toBe(house);
  });

  it('fails closed in production without a master key, and makes one per process elsewhere', () => {
    const production = createProviderSecrets({
      masterSecret: undefined,
      explicit: { evo: 'e'.repeat(40) },
      production: true,
    });
    expect(production.secretFor('fixture-originals')).toBeUndefined();
    expect(production.secretFor('evo')).toBe('e'.repeat(40));
    const development = createProviderSecrets({ masterSecret: undefined, explicit: undefined, production: false });
    expect(development.secretFor('fixture-originals')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts only the exact signed bytes within five minutes', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const { body, headers } = signedWalletCall('s'.repeat(40), { amount: '1' }, now);
    const check = (raw: string, secret = 's'.repeat(40), at = now) =>
      verifySignature(secret, Buffer.from(raw), headers, at).ok;
    expect(check(body)).toBe(true);
    expect(check(body.replace('1', '2'))).toBe(false);
    expect(check(body, 't'.repeat(40))).toBe(false);
    expect(check(body, 's'.repeat(40), new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifySignature(undefined, Buffer.from(body), headers, now).ok).toBe(false);
  });
});
