import { createDatabase, migrateToLatest } from '@sponsorly/db';
import { checkLedger } from '@sponsorly/api';
import { loadConfig } from '../config';

/**
 * `npm run ledger:check`: the ledger's invariants on the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR; stop the app first, as the embedded database has one user at a time).
 * Exits 0 when the ledger holds, 1 with each difference when it does not.
 */
const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  // A database the app never started on is brought to the current schema first, as the app would.
  await migrateToLatest(database.db);
  const result = await checkLedger(database.db);
  if (result.ok) {
    console.log(`The ledger balances: ${result.accounts} accounts, ${result.transfers} transfers.`);
  } else {
    console.error(`The ledger does not balance (${result.problems.length}):`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
