import { grantAdmin } from '@sponsorly/api';
import { migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { loadConfig } from '../config';

const USAGE = 'Usage: npm run admin -- grant EMAIL REASON  (the reason goes to the audit log)';

/** `npm run admin -- grant EMAIL REASON`: makes an existing account an administrator, through the same service. */
async function main(args: string[]): Promise<number> {
  const [command, email, ...words] = args;
  const reason = words.join(' ').trim();
  if (command !== 'grant' || !email || !reason) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    await migrateToLatest(database.db);
    const user = await grantAdmin({ db: database.db, now: () => new Date() }, email, reason);
    console.log(`${user.email} is now an administrator.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
