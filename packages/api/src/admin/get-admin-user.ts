import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  adminIdSchema,
  adminUserDetailSchema,
  type AdminHistoryEntry,
  type AdminUserDetail,
  type DealStatus,
} from '@sponsorly/shared';
import { isAdmin } from '../auth/users';
import { loadWallet } from '../ledger/wallet';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { brandNameSql, personNameSql } from '../lib/party-names';
import { adminProcedure } from '../trpc';
import { iso } from './admin-list-query';
import { tags } from './admin-procedures';
import { OPERATION_COLUMNS, paymentOperationRows } from './list-payment-operations';

/** How many deals, payments and history lines one account's page shows, the newest. */
const SHOWN = 100;

/**
 * One account as the console opens it: the profile, its deals (either side), its payment operations and
 * wallet, and its history (sign-up, verification, sessions, the steps it took in deals). Only the listed
 * columns are read: no password hash, session token or link reaches the page.
 */
export async function getAdminUser(deps: Pick<ServiceDeps, 'db' | 'settings'>, id: string): Promise<AdminUserDetail> {
  const { db } = deps;
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError(404, ERROR_CODES.notFound, ADMIN_MESSAGES.userNotFound);
  const [brand, creator, deals, operations, sessions, events, wallet] = await Promise.all([
    db.selectFrom('brand_profiles').select(['company_name', 'website', 'industry']).where('user_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('creator_profiles')
      .select(['platform', 'location', 'categories', 'searchable'])
      .where('user_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('deals as d')
      .innerJoin('deal_versions as v', (join) =>
        join.onRef('v.deal_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'),
      )
      .innerJoin('users as b', 'b.id', 'd.brand_id')
      .innerJoin('users as c', 'c.id', 'd.creator_id')
      .leftJoin('brand_profiles as bp', 'bp.user_id', 'd.brand_id')
      .select([
        'd.id',
        'd.status',
        'd.brand_id',
        'd.creator_id',
        'd.created_at',
        'v.price_cents',
        'v.currency',
        brandNameSql('b', 'bp').as('brand_name'),
        personNameSql('c').as('creator_name'),
      ])
      .where((eb) => eb.or([eb('d.brand_id', '=', id), eb('d.creator_id', '=', id)]))
      .orderBy('d.created_at', 'desc')
      .limit(SHOWN)
      .execute(),
    db
      .selectFrom('payment_operations')
      .select(OPERATION_COLUMNS)
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(SHOWN)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'user_agent'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(SHOWN)
      .execute(),
    db
      .selectFrom('deal_events')
      .select(['deal_id', 'action', 'from_status', 'to_status', 'created_at'])
      .where('actor_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(SHOWN)
      .execute(),
    loadWallet(db, user),
  ]);

  const history: AdminHistoryEntry[] = [
    { at: iso(user.created_at)!, kind: 'signed_up' as const, text: `Signed up as a ${user.user_type}`, deal_id: null },
    ...(user.email_verified_at
      ? [{ at: iso(user.email_verified_at)!, kind: 'verified' as const, text: 'Verified the email address', deal_id: null }]
      : []),
    ...sessions.map((s) => ({
      at: iso(s.created_at)!,
      kind: 'session' as const,
      text: `Logged in${s.user_agent ? ` from ${s.user_agent}` : ''}`,
      deal_id: null,
    })),
    ...events.map((e) => ({
      at: iso(e.created_at)!,
      kind: 'deal_event' as const,
      text: `${e.action.replaceAll('_', ' ')}: ${e.from_status ? `${e.from_status.replaceAll('_', ' ')} to ` : ''}${e.to_status.replaceAll('_', ' ')}`,
      deal_id: e.deal_id,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return {
    user: {
      id: user.id,
      name: brand?.company_name?.trim() || `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      username: user.username,
      user_type: user.user_type,
      is_admin: isAdmin(user, deps.settings.adminEmails),
      verified: user.email_verified_at !== null,
      email_verified_at: iso(user.email_verified_at),
      created_at: iso(user.created_at)!,
      updated_at: iso(user.updated_at)!,
      suspended_at: iso(user.suspended_at),
    },
    profile: {
      company_name: brand?.company_name ?? null,
      website: brand?.website ?? null,
      industry: brand?.industry ?? null,
      platform: creator?.platform ?? null,
      location: creator?.location ?? null,
      categories: creator?.categories ?? [],
      searchable: creator?.searchable ?? null,
    },
    deals: deals.map((d) => {
      const side = d.brand_id === id ? ('brand' as const) : ('creator' as const);
      return {
        id: d.id,
        status: d.status as DealStatus,
        side,
        other_party: side === 'brand' ? { id: d.creator_id, name: d.creator_name } : { id: d.brand_id, name: d.brand_name },
        price_cents: Number(d.price_cents),
        currency: d.currency,
        created_at: iso(d.created_at)!,
      };
    }),
    payments: await paymentOperationRows(db, operations),
    wallet,
    history,
  };
}

/** GET /admin/users/{id}. */
export const getAdminUserProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/users/{id}',
      summary: 'One account: its profile, deals, payments, wallet and history',
      description:
        'The account’s profile, its deals on either side (the newest 100), its payment operations and wallet, and its history oldest first: sign-up, verification, sessions and the steps it took in deals. No password hash, token or link.',
      tags,
    },
    refusals: ['not_found'],
  })
  .input(adminIdSchema)
  .output(adminUserDetailSchema)
  .query(({ ctx, input }) => getAdminUser(ctx.deps, input.id));
