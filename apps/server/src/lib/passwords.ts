import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, one lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/**
 * Checks a password. With no hash (unknown e-mail, or an account without a password) a dummy hash
 * is still verified, so a wrong e-mail takes about as long as a wrong password.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? (await dummyHash()), password);
    return ok && Boolean(passwordHash);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-0'));
