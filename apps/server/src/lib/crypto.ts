import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque, unguessable public id (128 random bits): the spec's "encrypted" ids. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** A bearer secret (256 random bits) for cookies and e-mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256: a leaked table grants no session. One-shot (every request's session
 * cookie goes through it): a quarter of the cost of a Hash object for a short input.
 */
export function hashToken(token: string): string {
  return digest('sha256', token, 'hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, slow enough for an offline attacker.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verifying against this when an account is unknown keeps sign-in timing the same for every address.
const unknownAccountHash = hash(newToken(), ARGON2);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await unknownAccountHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
