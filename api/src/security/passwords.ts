/** Password hashing with argon2id at OWASP's parameters (19 MiB, t=2, p=1). */
import { hash, verify, Algorithm } from '@node-rs/argon2';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown usernames too, so response time does not tell which usernames exist. */
let decoyHash: Promise<string> | undefined;
export function decoyVerify(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
