import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20-40 ms per hash on a
 * server core, slow enough for offline guessing, fast enough that login stays cheap.
 */
const options = {
  algorithm: 2 as Algorithm, // Argon2id; the package's const enum cannot be read under isolatedModules.
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes made with weaker settings are upgraded at the next successful login. */
const currentPrefix = `$argon2id$v=19$m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500 that tells the two apart.
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(currentPrefix);
}

/**
 * Verifying against this when the e-mail is unknown costs the same time as a real check, so response
 * time does not reveal which addresses have accounts. Computed once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('croupier-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
