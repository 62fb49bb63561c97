import { createWriteStream } from 'node:fs';
import { migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { loadConfig } from '../config';
import { createServer } from '../create-server';
import { seedSampleData } from '../seed/accounts';
import { seedMarketplace } from '../seed/marketplace';
import { SEED_PASSWORD } from '../seed/people';

/**
 * `npm run seed`: a living sample marketplace (creators, brands, campaigns, conversations and deals in every
 * state), so a newcomer has something to see. The sample activity goes through the API as its people would
 * act; the emails it would send go to example.com addresses and are dropped, not printed.
 */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed sample accounts into a production database.');
  process.exit(1);
}
const database = await openToolDatabase(config);
try {
  await migrateToLatest(database.db);
  const now = new Date();
  const summary = await seedSampleData(database.db, now);
  const server = await createServer(config, {
    database,
    startWorker: false,
    transport: { name: 'sample-data', async send() {} },
    logStream: createWriteStream('/dev/null'),
  });
  try {
    const marketplace = await seedMarketplace(server, now);
    await server.worker.drain();
    console.log(
      `Seeded ${summary.creators} creators, ${summary.brands} brands and ${summary.earlyAccess} early-access sign-ups (existing ones kept)` +
        (marketplace ? `, ${marketplace.campaigns} open campaigns and ${marketplace.deals} deals.` : '.'),
    );
  } finally {
    await server.close();
  }
  console.log(`Sample accounts log in with the password "${SEED_PASSWORD}", e.g. ${summary.exampleLogin}.`);
} finally {
  await database.close();
}
