import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, t=2, p=1). @node-rs/argon2 ships
 * prebuilt binaries per platform (the `argon2` package's prebuilt binary crashed on this machine).
 */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
export const timingSafeDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-ward'));
