import { createHash, randomBytes } from 'node:crypto';

/** A new random token (256 bits) and the hash the database keeps instead of it. */
export function novoToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashDoToken(token) };
}

export function hashDoToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
