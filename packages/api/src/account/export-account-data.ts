import { sql, type Database, type Kysely, type User } from '@sponsorly/db';
import { loadReviewsAbout } from '../deals/reviews/reviews-about';
import type { ServiceDeps } from '../lib/deps';
import { listMovements } from '../ledger/movements';
import { brandNameSql, personNameSql } from '../lib/party-names';
import { loadEmailPreferences } from '../notifications/email-preferences';

/** The version of the file's shape, so a reader can tell an older download from a newer one. */
const EXPORT_FORMAT = 1;

const cents = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The other side of a deal or a conversation as the account sees it: an id and a name, never an email. */
const counterpartName = (user: string, profile: string) =>
  sql<string>`case when ${sql.ref(`${user}.user_type`)} = 'brand' then ${brandNameSql(user, profile)} else ${personNameSql(user)} end`;

/**
 * Everything the account made or took part in, as one JSON document (docs/your-data.md "Download your
 * data"): the account and profile, rate card, audience, portfolio, campaigns, applications, deals with
 * every version of their terms and every step, conversations with their messages, reviews, money
 * movements and payments, email preferences. Only what the account already sees: the other side of a
 * deal or a conversation is its id and name, never its email or anything from its own account.
 */
export async function exportAccountData(deps: ServiceDeps, user: User) {
  const { db } = deps;
  const id = user.id;
  const [profile, audience, rateCard, portfolio, campaigns, applications, deals, conversations] = await Promise.all([
    user.user_type === 'creator'
      ? db.selectFrom('creator_profiles').selectAll().where('user_id', '=', id).executeTakeFirst()
      : db.selectFrom('brand_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('creator_audience').selectAll().where('creator_id', '=', id).orderBy('position').execute(),
    db.selectFrom('creator_packages').selectAll().where('creator_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('portfolio_items')
      .select(['id', 'kind', 'title', 'brand', 'link_url', 'platform', 'image_id', 'video_id', 'created_at'])
      .where('creator_id', '=', id)
      .orderBy('position')
      .execute(),
    loadCampaigns(db, id),
    loadApplications(db, user),
    loadDeals(db, id),
    loadConversations(db, id),
  ]);
  const [movements, payments, reviewsWritten, reviewsReceived, emailPreferences] = await Promise.all([
    loadAllMovements(db, user),
    db
      .selectFrom('payment_operations')
      .select(['id', 'kind', 'deal_id', 'amount_cents', 'currency', 'status', 'failure_code', 'created_at', 'completed_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('deal_reviews')
      .select(['deal_id', 'subject_id', 'rating', 'text', 'created_at'])
      .where('author_id', '=', id)
      .orderBy('created_at')
      .execute(),
    loadReviewsAbout(db, id, deps.now()),
    loadEmailPreferences(db, id),
  ]);
  return {
    format: EXPORT_FORMAT,
    exported_at: deps.now().toISOString(),
    account: {
      id,
      email: user.email,
      user_type: user.user_type,
      first_name: user.first_name,
      last_name: user.last_name,
      email_verified_at: user.email_verified_at,
      created_at: user.created_at,
    },
    profile: profile ?? null,
    audience,
    rate_card: rateCard.map((p) => ({ ...p, price_cents: cents(p.price_cents) })),
    portfolio,
    campaigns,
    applications,
    deals,
    conversations,
    reviews: { written: reviewsWritten, received: reviewsReceived.items },
    money: {
      movements,
      payments: payments.map((p) => ({ ...p, amount_cents: cents(p.amount_cents) })),
    },
    email_preferences: emailPreferences,
  };
}

async function loadCampaigns(db: Kysely<Database>, brandId: string) {
  const rows = await db.selectFrom('campaigns').selectAll().where('brand_id', '=', brandId).orderBy('created_at').execute();
  return rows.map((c) => ({ ...c, budget_min_cents: cents(c.budget_min_cents), budget_max_cents: cents(c.budget_max_cents) }));
}

/** A creator's own applications; a brand's, the applications to its campaigns, as its pages show them. */
async function loadApplications(db: Kysely<Database>, user: User) {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('campaigns as c', 'c.id', 'a.campaign_id')
    .select([
      'a.id',
      'a.campaign_id',
      'c.title as campaign_title',
      'a.creator_id',
      'a.status',
      'a.pitch',
      'a.proposed_price_cents',
      'a.currency',
      'a.links',
      'a.created_at',
      'a.updated_at',
    ]);
  query = user.user_type === 'creator' ? query.where('a.creator_id', '=', user.id) : query.where('c.brand_id', '=', user.id);
  const rows = await query.orderBy('a.created_at').execute();
  return rows.map((a) => ({ ...a, proposed_price_cents: cents(a.proposed_price_cents) }));
}

/** Each deal of the account, with every version of its terms (the offers and counter-offers) and every step. */
async function loadDeals(db: Kysely<Database>, userId: string) {
  const deals = await db
    .selectFrom('deals as d')
    .innerJoin('users as b', 'b.id', 'd.brand_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'd.brand_id')
    .innerJoin('users as c', 'c.id', 'd.creator_id')
    .select([
      'd.id',
      'd.status',
      'd.brand_id',
      brandNameSql('b', 'bp').as('brand_name'),
      'd.creator_id',
      personNameSql('c').as('creator_name'),
      'd.campaign_id',
      'd.application_id',
      'd.currency',
      'd.created_at',
      'd.funded_at',
      'd.approved_at',
      'd.updated_at',
    ])
    .where((eb) => eb.or([eb('d.brand_id', '=', userId), eb('d.creator_id', '=', userId)]))
    .orderBy('d.created_at')
    .execute();
  if (deals.length === 0) return [];
  const ids = deals.map((d) => d.id);
  const [versions, events] = await Promise.all([
    db.selectFrom('deal_versions').selectAll().where('deal_id', 'in', ids).orderBy('version').execute(),
    db
      .selectFrom('deal_events')
      .select(['deal_id', 'actor_role', 'action', 'from_status', 'to_status', 'created_at'])
      .where('deal_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
  ]);
  return deals.map((deal) => ({
    ...deal,
    offers: versions
      .filter((v) => v.deal_id === deal.id)
      .map(({ deal_id: _deal, proposer_id: _proposer, ...v }) => ({
        ...v,
        price_cents: cents(v.price_cents),
        fee_cents: cents(v.fee_cents),
      })),
    events: events.filter((e) => e.deal_id === deal.id).map(({ deal_id: _deal, ...e }) => e),
  }));
}

/** Each conversation of the account with every message in it, both sides' (the account read them all). */
async function loadConversations(db: Kysely<Database>, userId: string) {
  const conversations = await db
    .selectFrom('conversations as v')
    .innerJoin('users as o', (join) =>
      join.on(sql<boolean>`o.id = case when v.brand_id = ${userId} then v.creator_id else v.brand_id end`),
    )
    .leftJoin('brand_profiles as op', 'op.user_id', 'o.id')
    .select(['v.id', 'o.id as with_id', counterpartName('o', 'op').as('with_name'), 'v.created_at'])
    .where((eb) => eb.or([eb('v.brand_id', '=', userId), eb('v.creator_id', '=', userId)]))
    .orderBy('v.created_at')
    .execute();
  if (conversations.length === 0) return [];
  const messages = await db
    .selectFrom('messages')
    .select(['conversation_id', 'sender_id', 'body', 'created_at', 'read_at'])
    .where(
      'conversation_id',
      'in',
      conversations.map((c) => c.id),
    )
    .orderBy('created_at')
    .execute();
  return conversations.map(({ with_id, with_name, ...c }) => ({
    ...c,
    with: { id: with_id, name: with_name },
    messages: messages
      .filter((msg) => msg.conversation_id === c.id)
      .map(({ conversation_id: _c, sender_id, ...msg }) => ({ ...msg, from_me: sender_id === userId })),
  }));
}

/** Every movement of the account's money, walking the wallet's pages to the end. */
async function loadAllMovements(db: Kysely<Database>, user: User) {
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await listMovements(db, user, cursor, 100);
    all.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return all;
}

/** The file's name: the product and the day, `sponsorly-data-2026-11-28.json`. */
export function exportFileName(now: Date): string {
  return `sponsorly-data-${now.toISOString().slice(0, 10)}.json`;
}
