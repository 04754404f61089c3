// `npm test`: every suite. Unit and component tests, server integration tests (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium
// against a freshly built app.
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './lib.mjs';

ensureChromium();
run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test']);
