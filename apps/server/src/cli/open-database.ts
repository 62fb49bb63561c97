import { createDatabase, DataDirInUseError, type DatabaseHandle } from '@sponsorly/db';
import type { Config } from '../config';

/**
 * The database a command-line tool works on, as the server would open it. The embedded one is the
 * server's own folder: while the server runs, the tool stops with a sentence saying so, never a stack.
 */
export async function openToolDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
