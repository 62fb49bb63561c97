import { prepareTestTemplates } from '@sponsorly/db';
import { hashFixturePasswords } from '@sponsorly/api/testing';

/**
 * Once per test run: the migrations applied once, to a template every test file's database is copied
 * from (a packed PGlite data folder, or a template database on the PostgreSQL of DATABASE_URL), and the
 * fixture accounts' password hashes. Forked test processes inherit the variables naming them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [templates, hashes] = await Promise.all([prepareTestTemplates(process.env.DATABASE_URL), hashFixturePasswords()]);
  Object.assign(process.env, templates.env, hashes);
  return () => templates.dispose();
}
