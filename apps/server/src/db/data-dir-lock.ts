import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Holds `DATA_DIR/.lock` for the life of the process. A lock left by a dead process (its pid no
 * longer runs) is taken over; one held by a live process stops the start with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `Le dossier de données ${dataDir} est déjà utilisé par le processus ${holder}. ` +
            'Arrêtez-le ou choisissez un autre DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${path}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
