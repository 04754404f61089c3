import { hashSecretToken, newSecretToken } from '../../lib/secret-token';

// An invitation link carries a secret token; the database keeps only its SHA-256, so a copy of
// the database holds no working link.

export const newInvitationToken = newSecretToken;
export const hashInvitationToken = hashSecretToken;
