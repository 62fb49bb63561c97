import {
  adminUserSearchPageSchema,
  adminUserSearchSchema,
  type AdminConsoleUserRow,
  type AdminPage,
  type AdminUserSearch,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { iso, newestFirst } from './admin-list-query';
import { tags } from './admin-procedures';
import { containsPattern, isAdminSql } from './admin-role-sql';
import { decodeCursor, toPage } from './page-cursor';

/**
 * The console's user search: accounts whose name (first, last, both, the username or a brand's company)
 * or email holds the query, in any case; of one role and one state when given; newest first, a page of
 * 100 after `cursor`. Only the listed columns are read: no password hash can reach the page.
 */
export async function searchAdminUsers(
  deps: Pick<ServiceDeps, 'db' | 'settings'>,
  input: AdminUserSearch,
): Promise<AdminPage<AdminConsoleUserRow>> {
  const admin = isAdminSql(deps.settings.adminEmails);
  let query = newestFirst(deps.db, 'users', decodeCursor(input.cursor ?? undefined)).select([
    'id',
    'email',
    'first_name',
    'last_name',
    'user_type',
    'email_verified_at',
    'created_at',
    admin.as('is_admin'),
    sql<string | null>`(select company_name from brand_profiles where user_id = users.id)`.as('company_name'),
  ]);
  if (input.q) {
    const pattern = containsPattern(input.q);
    query = query.where(
      sql<boolean>`(email ilike ${pattern} or first_name || ' ' || last_name ilike ${pattern} or username ilike ${pattern}
        or exists (select 1 from brand_profiles bp where bp.user_id = users.id and bp.company_name ilike ${pattern}))`,
    );
  }
  if (input.role === 'admin') query = query.where(admin);
  else if (input.role) query = query.where('user_type', '=', input.role);
  if (input.state) query = query.where('email_verified_at', input.state === 'verified' ? 'is not' : 'is', null);
  const page = toPage(await query.execute());
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      name: r.company_name?.trim() || `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      user_type: r.user_type,
      is_admin: Boolean(r.is_admin),
      verified: r.email_verified_at !== null,
      created_at: iso(r.created_at)!,
    })),
    next_cursor: page.next,
  };
}

/** GET /admin/users: the console's user search. */
export const searchAdminUsersProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/users',
      summary: 'Search accounts by part of a name or an email, by role and state',
      description:
        'Accounts whose name (first, last, both, the username or a brand’s company) or email contains `q`, in any case; `role` keeps creators, brands or administrators, `state` the verified or unverified; newest first, 100 a page, the next from `next_cursor`.',
      tags,
    },
  })
  .input(adminUserSearchSchema)
  .output(adminUserSearchPageSchema)
  .query(({ ctx, input }) => searchAdminUsers(ctx.deps, input));
