import { migrateToLatest } from '@sponsorly/db';
import { openToolDatabase } from './open-database';
import { loadConfig } from '../config';

const config = loadConfig();
const database = await openToolDatabase(config);
await migrateToLatest(database.db);
await database.close();
console.log('Migrations applied.');
