import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATE_ENV, isPostgresUrl, packNewPglite } from '@sponsorly/db';

/**
 * Once per test run: a new PGlite cluster, packed, for every test file's in-memory database to start from
 * (createTestDatabase), instead of each file running initdb again. Forked test processes inherit the
 * variable naming it. On PostgreSQL runs nothing is made.
 */
export default async function setup(): Promise<() => void> {
  if (isPostgresUrl(process.env.DATABASE_URL)) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'sponsorly-test-pglite-'));
  const path = join(dir, 'empty-cluster.tar');
  writeFileSync(path, Buffer.from(await (await packNewPglite()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
