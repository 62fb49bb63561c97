import { createDatabase, migrateToLatest } from '@sponsorly/db';
import { loadConfig } from '../config';

const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);
await database.close();
console.log('Migrations applied.');
