import { buildPgliteImage } from './helpers/pglite-image';

// Runs once before the server suite's files: the migrated PGlite image they all start from.
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await buildPgliteImage();
}
