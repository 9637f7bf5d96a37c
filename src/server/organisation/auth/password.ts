import { hash, verify } from '@node-rs/argon2';
import { authMessages } from '../../../domain/auth/messages.js';
import { HttpError } from '../../http/http-error.js';
import { commonLeakedPasswords } from './common-passwords.js';

export function hashPassword(password: string): Promise<string> {
  // OWASP's argon2id baseline: 19 MiB, two passes, one lane. The package's Algorithm is a const enum
  // that isolated modules cannot read; 2 is its Argon2id.
  return hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which addresses do. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  return dummyHash;
}

export function assertPasswordNotLeaked(password: string, field = 'newPassword'): void {
  if (commonLeakedPasswords.has(password.toLowerCase()))
    throw new HttpError(422, authMessages.leakedPassword, field);
}
