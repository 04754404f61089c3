import { createHash, randomBytes } from 'node:crypto';

// An invitation link carries 32 random bytes; the database keeps only their SHA-256, so a copy
// of the database holds no working link. A plain hash suffices: the token is not guessable.

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
