import { migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { loadConfig } from '../config';
import { seedSampleData, SEED_PASSWORD } from '../seed-data';

/** `npm run seed`: sample creators, brands and early-access sign-ups, so a newcomer has something to see. */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed sample accounts into a production database.');
  process.exit(1);
}
const database = await openToolDatabase(config);
try {
  await migrateToLatest(database.db);
  const summary = await seedSampleData(database.db, new Date());
  console.log(
    `Seeded ${summary.creators} creators, ${summary.brands} brands and ${summary.earlyAccess} early-access sign-ups (existing ones kept).`,
  );
  console.log(`Sample accounts log in with the password "${SEED_PASSWORD}", e.g. ${summary.exampleLogin}.`);
} finally {
  await database.close();
}
