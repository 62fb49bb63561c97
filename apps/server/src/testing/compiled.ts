import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the compiled server and its tools; `npm test` builds it before the tests. */
export const SERVER_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

type Entry = 'main' | 'cli/admin' | 'cli/migrate' | 'cli/seed' | 'cli/ledger-check' | 'cli/reconcile';

/**
 * The compiled file of the server (`main`) or of a tool. Tests that start them as processes run these, as
 * production does: the same code without compiling the TypeScript sources in each child (seconds a start).
 */
export function compiledEntry(entry: Entry): string {
  const path = join(SERVER_DIST, `${entry}.js`);
  if (!existsSync(path)) throw new Error(`No server build at ${path}: run npm run build first (npm test does)`);
  return path;
}
