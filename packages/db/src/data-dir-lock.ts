import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file in an embedded database's folder that names the process using it. */
export const LOCK_FILE = 'sponsorly.pid';

/** The folder is held by another live process: `dir` as given, `pid` the holder's (null when unknown). */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(message);
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Embedded PostgreSQL (PGlite) keeps its data in a folder that one process may use at a time: a second
 * process (`npm run seed` while the server runs) would write over the first's files and corrupt them. The
 * folder is claimed by an exclusively created file holding this process's id; a file left by a process
 * that is gone is taken over. Returns the release, called when the database closes.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
        throw new DataDirInUseError(
          `The embedded database in ${dir} is in use by another Sponsorly process (pid ${holder}). Stop it first (Ctrl-C where \`npm start\` runs), or set DATABASE_URL to share a PostgreSQL server between processes.`,
          dir,
          holder,
        );
      // Left by a process that stopped without closing: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not claim the embedded database in ${dir}.`, dir, null);
}
