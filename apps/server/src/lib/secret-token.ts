import { createHash, randomBytes } from 'node:crypto';

// A secret address's token (an invitation link, a calendar feed): 32 random bytes in base64url
// (43 characters, safe in a path). The database keeps only their SHA-256, so a copy of it opens
// nothing. A plain hash suffices: 256 random bits are not guessed, so no salt or slow hash.

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
