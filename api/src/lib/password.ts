import argon2 from 'argon2';
import { isStrongPassword } from '@salon/contracts/identity-api';

/**
 * Passwords: argon2id with 19 MiB of memory and 2 iterations (OWASP's minimum for
 * argon2id), one lane. Hashes are PHC strings, so raising the cost later still verifies
 * the old ones.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

// A hash of nothing anyone knows, made once: verifying against it costs what a real check costs.
let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such account, or an account
 * without a password) it still runs one argon2 verification against a dummy hash and
 * answers false, so the time taken does not tell whether an account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('no account has this password', PASSWORD_HASH_OPTIONS);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export { isStrongPassword };
