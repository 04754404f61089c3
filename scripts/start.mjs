// `npm start`: build the web app if needed, then serve it and the API on PORT (default 3000)
// with the embedded defaults (PGlite and the mail outbox under DATA_DIR).
import { run, startServer, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Construction de l’application web…');
  run('npm', ['run', 'build']);
}
const server = startServer({ NODE_ENV: process.env.NODE_ENV ?? 'production' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
