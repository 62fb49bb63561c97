import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { provisionVerifiedAccount } from '@sponsorly/api';
import { fixturePasswordHash, signupRequest } from '@sponsorly/api/testing';
import { createDatabase, createTestDataDir, migrateToLatest } from '@sponsorly/db';
import { compiledEntry } from '../testing/compiled';

describe('granting admin', () => {
  it('a fresh database has no admin; `npm run admin -- grant EMAIL REASON` makes one, and the audit log says why', async () => {
    const dataDir = await createTestDataDir();
    // The tools as they ship, compiled (the same code `npm run admin` runs from the sources).
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [compiledEntry('cli/admin'), ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    try {
      // One account on a migrated embedded database, as a signup and its link leave it.
      const setup = await createDatabase({ dataDir });
      try {
        await migrateToLatest(setup.db);
        const request = signupRequest('creator', { email: 'Maya.Creator@example.com' });
        const deps = { db: setup.db, now: () => new Date(), settings: { adminEmails: [] } };
        await provisionVerifiedAccount(deps, request, await fixturePasswordHash(request.data.password));
      } finally {
        await setup.close();
      }
      // Without a reason nothing changes: every administrator action is logged with one.
      const noReason = run('grant', 'Maya.Creator@example.com');
      expect(noReason.status).toBe(2);
      expect(noReason.stderr).toContain('REASON');
      const missing = run('grant', 'nobody@example.com', 'Runs', 'support');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No account with the email nobody@example.com');
      const granted = run('grant', 'Maya.Creator@example.com', 'Runs', 'support', 'on weekends');
      expect(granted.status).toBe(0);
      expect(granted.stdout).toContain('maya.creator@example.com is now an administrator');
      expect(run().status).toBe(2);
      // The flag is in the database, and only on that account.
      const database = await createDatabase({ dataDir });
      try {
        const admins = await database.db.selectFrom('users').select('email').where('is_admin', '=', true).execute();
        expect(admins).toEqual([{ email: 'maya.creator@example.com' }]);
        const audit = await database.db
          .selectFrom('audit_log')
          .select(['actor_id', 'action', 'subject_kind', 'reason'])
          .execute();
        expect(audit).toEqual([
          { actor_id: null, action: 'grant_admin', subject_kind: 'user', reason: 'Runs support on weekends' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
