// `npm start`: build the web app and the server if needed, then serve the app and the API on
// PORT (default 3000) with the embedded defaults (PGlite and the mail outbox under DATA_DIR).
import { buildWhatIsStale, startServer } from './lib.mjs';

buildWhatIsStale();
const server = startServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
