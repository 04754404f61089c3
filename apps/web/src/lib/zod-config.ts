import { z } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval' (apps/server/src/app.ts):
// zod's compiled parsers cannot run in it, and zod's probe for them — a `new Function` when the
// first object schema is built — was refused and reported as a violation on every page load.
// Told so before any schema is built (main.tsx imports this first), zod parses as it did, without
// the probe. The server, where eval is allowed, keeps the compiled parsers.
z.config({ jitless: true });
