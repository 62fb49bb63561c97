import { migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { checkLedger } from '@sponsorly/api';
import { loadConfig } from '../config';

/**
 * `npm run ledger:check`: the ledger's invariants, and the payment operations against its transfers, on
 * the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop the app first, as the
 * embedded database has one user at a time). Exits 0 when all hold, 1 naming each problem when not.
 */
const config = loadConfig();
const database = await openToolDatabase(config);
try {
  // A database the app never started on is brought to the current schema first, as the app would.
  await migrateToLatest(database.db);
  const result = await checkLedger(database.db);
  if (result.ok) {
    console.log(`The ledger balances: ${result.accounts} accounts, ${result.transfers} transfers.`);
  } else {
    console.error(`The ledger check finds ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
