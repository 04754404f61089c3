// The auth module's public face: reading the session from a request.
export type { SessionReader } from './session';
