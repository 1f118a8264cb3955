import { availableParallelism } from 'node:os';
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

/**
 * Hashes many passwords (a bulk upload) a few at a time: argon2id runs on libuv's thread pool, and
 * one hash per core at most, across every upload in this process, leaves the other requests their
 * share of the machine (docs/benchmarks.md, "Bulk upload").
 */
const BULK_HASHING_SLOTS = Math.max(1, availableParallelism());
let slotsInUse = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slotsInUse >= BULK_HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else slotsInUse += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slotsInUse -= 1;
  }
}

export const hashPasswordsBounded = (passwords: string[]): Promise<string[]> =>
  Promise.all(passwords.map((password) => inSlot(() => hashPassword(password))));
