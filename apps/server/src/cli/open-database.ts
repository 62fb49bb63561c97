import { basename, extname } from 'node:path';
import { createDatabase, DataDirInUseError, type DatabaseHandle } from '@sponsorly/db';
import type { Config } from '../config';

/** The npm script of each tool, as a person types it again (`npm run seed`). */
const SCRIPTS: Record<string, string> = {
  seed: 'seed',
  admin: 'admin',
  migrate: 'migrate',
  'ledger-check': 'ledger:check',
  reconcile: 'payments:reconcile',
};

/** The script of the tool this process runs, from its entry file (`cli/seed.ts` or the compiled `cli/seed.js`). */
function toolScript(): string {
  const entry = process.argv[1] ?? '';
  const name = basename(entry, extname(entry));
  return SCRIPTS[name] ?? name;
}

/**
 * The sentence a tool says when the app holds the embedded database it would open: which folder, and what
 * to do, in one line (never a stack).
 */
export function databaseInUseSentence(error: DataDirInUseError, script: string): string {
  const holder = error.pid === null ? '' : ` (process ${error.pid})`;
  return `The app is running on ${error.dir}${holder}: stop it first (Ctrl-C where npm start runs), then run npm run ${script} again.`;
}

/**
 * The database a command-line tool works on, as the server would open it. The embedded one is the
 * server's own folder, which one process may use at a time: while the server runs, the tool stops with
 * one sentence saying so and exits with 1, never a stack. PostgreSQL (DATABASE_URL) is shared freely.
 */
export async function openToolDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(databaseInUseSentence(error, toolScript()));
    process.exit(1);
  }
}
