import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** argon2id for the server's own stored verifiers (authKey, PIN): m=19 MiB, t=2. */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verified against for unknown users so timing matches. */
let dummyHash: Promise<string> | null = null;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('guru-suite/no-such-user');
  return dummyHash;
}
