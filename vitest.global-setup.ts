import { prepareTestTemplates } from '@sponsorly/db';

/**
 * Once per test run: the migrations applied once, to a template every test file's database is copied
 * from (a packed PGlite data folder, or a template database on the PostgreSQL of DATABASE_URL). Forked
 * test processes inherit the variables naming it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const templates = await prepareTestTemplates(process.env.DATABASE_URL);
  Object.assign(process.env, templates.env);
  return () => templates.dispose();
}
