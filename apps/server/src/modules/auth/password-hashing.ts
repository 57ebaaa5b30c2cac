import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 iterations).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a random password, verified against when the account does not exist, so a login for
// an unknown address costs the same time as one for a known address.
const dummyHash = hash(crypto.randomUUID());

/** Verifies a password; with no hash (unknown account) it does the same work and fails. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
