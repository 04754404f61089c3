import { z } from 'zod';

// « Appareils connectés » (Paramètres, decision 035): the sessions of the caller, each described
// from its browser's user agent. A session is named by its row's id, never by its token (the
// token is the session: whoever reads it is signed in).

/** The browsers recognised in a user agent; the web says their names (fr.json). */
export const DEVICE_BROWSERS = ['edge', 'opera', 'samsung', 'firefox', 'chrome', 'safari'] as const;
export type DeviceBrowser = (typeof DEVICE_BROWSERS)[number];

/** The systems recognised in a user agent. */
export const DEVICE_SYSTEMS = [
  'android',
  'ios',
  'ipados',
  'windows',
  'macos',
  'chromeos',
  'linux',
] as const;
export type DeviceSystem = (typeof DEVICE_SYSTEMS)[number];

export const deviceSessionSchema = z.object({
  /** Opaque: the session's id, enough to end it, useless to sign in. */
  id: z.string(),
  browser: z.enum(DEVICE_BROWSERS).nullable(),
  system: z.enum(DEVICE_SYSTEMS).nullable(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session of the device asking: it ends with « Se déconnecter », not here. */
  isCurrent: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSessions = z.infer<typeof deviceSessionsSchema>;

export const deviceSessionParamsSchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
