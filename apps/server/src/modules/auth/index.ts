// The auth module's public face: reading the session from a request, and asking for a recent
// sign-in or the password before an action a stolen session must not do.
export { requireRecentSignIn } from './require-recent-sign-in';
export type { SessionReader } from './session';
