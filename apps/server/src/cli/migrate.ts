import { isUpToDate, migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { loadConfig } from '../config';

/**
 * `npm run migrate` applies the migrations and exits. `npm run migrate -- --wait SECONDS` applies nothing:
 * it waits until another process (a deploy's migration job) has applied every migration this build
 * knows, and exits 0, or 1 when the time is up. A deployment's pods run it before the server, so a new
 * release never serves on a schema older than its code (infra/kubernetes/deployment.yaml).
 */
const WAIT_POLL_MS = 2_000;

const waitArg = process.argv.indexOf('--wait');
const waitSeconds = waitArg === -1 ? undefined : Number(process.argv[waitArg + 1]);
if (waitSeconds !== undefined && !(Number.isFinite(waitSeconds) && waitSeconds > 0)) {
  console.error('Usage: npm run migrate -- [--wait SECONDS], with SECONDS a positive number.');
  process.exit(2);
}

const config = loadConfig();
const database = await openToolDatabase(config);
try {
  if (waitSeconds === undefined) {
    await migrateToLatest(database.db);
    console.log('Migrations applied.');
  } else {
    const deadline = Date.now() + waitSeconds * 1000;
    while (!(await isUpToDate(database.db))) {
      if (Date.now() >= deadline) {
        console.error(`The database still lacks migrations of this release after ${waitSeconds} s: has the migration job run?`);
        process.exitCode = 1;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
    if (process.exitCode !== 1) console.log('Migrations are up to date.');
  }
} finally {
  await database.close();
}
