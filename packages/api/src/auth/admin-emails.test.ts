import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@sponsorly/db';
import { isAdminSql } from '../admin/admin-role-sql';
import { notifyAdmins } from '../admin/notify-admins';
import { assertAdmin } from '../admin/admin-services';
import { createTestDeps, linkParams, randomClientAddress, signupRequest, type TestDeps } from '../testing';
import { signUp } from './signup';
import { isAdmin } from './users';
import { verifyEmail } from './verify-email';

const BOSS = 'boss@example.com';
let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [BOSS] } });
});
afterAll(() => deps.close());

const userByEmail = (email: string) =>
  deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const adminIdsBySql = async () =>
  (await deps.db.selectFrom('users').select('id').where(isAdminSql(deps.settings.adminEmails)).execute()).map((r) => r.id);

describe('ADMIN_EMAILS', () => {
  it('makes nobody an administrator while the listed address is unverified, and its owner one once verified', async () => {
    // Someone signs up with the listed address: until the link in that mailbox is followed, nothing.
    await signUp(deps, signupRequest('creator', { email: BOSS }), randomClientAddress());
    const pending = await userByEmail(BOSS);
    expect(pending.email_verified_at).toBeNull();
    expect(isAdmin(pending, deps.settings.adminEmails)).toBe(false);
    expect(() => assertAdmin(deps, pending)).toThrow();
    expect(await adminIdsBySql()).not.toContain(pending.id);
    await deps.db
      .transaction()
      .execute((trx) => notifyAdmins(trx, deps, { kind: 'dispute_opened', title: 'A dispute', body: 'x', link: '/admin' }));
    const told = await deps.db.selectFrom('notifications').select('user_id').where('user_id', '=', pending.id).execute();
    expect(told).toEqual([]);

    await deps.deliverEmail();
    await verifyEmail(deps, linkParams(deps.mail.linkTo(BOSS, '/verify-email')));
    const verified = await userByEmail(BOSS);
    expect(isAdmin(verified, deps.settings.adminEmails)).toBe(true);
    expect(() => assertAdmin(deps, verified)).not.toThrow();
    expect(await adminIdsBySql()).toContain(verified.id);
    await deps.db
      .transaction()
      .execute((trx) => notifyAdmins(trx, deps, { kind: 'dispute_opened', title: 'A dispute', body: 'x', link: '/admin' }));
    const { count } = await deps.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', verified.id)
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });
});
