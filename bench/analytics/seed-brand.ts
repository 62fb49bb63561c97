import type { Database, Kysely } from '@sponsorly/db';
import { postJournal, type JournalEntry } from '../../packages/api/src/ledger/journal';
import type { Random } from '../search/random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeedSize {
  campaigns: number;
  deals: number;
  metricRows: number;
  creators: number;
  applications: number;
  campaignViews: number;
}

export interface SeededBrand {
  brandId: string;
  campaignIds: string[];
  counts: Record<string, number>;
}

/** The rows one seeded deal leaves, with the instants its life went through. */
interface SeedDeal {
  id: string;
  campaignId: string | null;
  creatorId: string;
  deliverableId: string;
  price: number;
  fee: number;
  createdAt: Date;
  fundedAt: Date | null;
  deliveredAt: Date | null;
  approvedAt: Date | null;
  dueDate: string;
}

const day = (instant: Date) => instant.toISOString().slice(0, 10);

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * One brand's history over the 420 days before `end`, as the product would have left it: campaigns,
 * applications and readers of their pages, deals from offer to approval with their versions, events,
 * deliverables and drafts, the ledger's charge, holds and releases (through postJournal, so the books
 * hold), and the live posts' readings: daily for 30 days, then weekly. Every value comes from `random`,
 * so a run seeds the same brand as the last.
 */
export async function seedBrand(db: Kysely<Database>, random: Random, size: SeedSize, end: Date): Promise<SeededBrand> {
  const start = new Date(end.getTime() - 420 * DAY);
  const at = (from: Date, to: Date) => new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()));
  const brandId = random.uuid();
  const creatorIds = Array.from({ length: size.creators }, () => random.uuid());
  await db
    .insertInto('users')
    .values([
      {
        id: brandId,
        email: 'bench.brand@example.com',
        password_hash: 'x',
        user_type: 'brand',
        first_name: 'Bench',
        last_name: 'Brand',
      },
    ])
    .execute();
  await insertInBatches(creatorIds, 1000, (ids) =>
    db
      .insertInto('users')
      .values(
        ids.map((id, i) => ({
          id,
          email: `bench.creator.${id}@example.com`,
          password_hash: 'x',
          user_type: 'creator' as const,
          first_name: `Creator`,
          last_name: `${i}`,
        })),
      )
      .execute(),
  );

  const campaigns = Array.from({ length: size.campaigns }, (_, i) => {
    const publishedAt = at(start, new Date(end.getTime() - 30 * DAY));
    const closed = publishedAt.getTime() < end.getTime() - 120 * DAY;
    return {
      id: random.uuid(),
      brand_id: brandId,
      status: closed ? 'closed' : 'open',
      title: `Bench campaign ${i + 1}`,
      platforms: ['instagram'],
      deliverables: JSON.stringify([{ type: 'instagram_reel', quantity: 1, notes: null }]),
      budget_max_cents: random.int(100, 2_000) * 1_000,
      created_at: publishedAt,
      updated_at: publishedAt,
      published_at: publishedAt,
      closed_at: closed ? new Date(publishedAt.getTime() + 90 * DAY) : null,
    };
  });
  await insertInBatches(campaigns, 500, (rows) => db.insertInto('campaigns').values(rows).execute());
  const campaignIds = campaigns.map((c) => c.id);
  const publishedOf = new Map(campaigns.map((c) => [c.id, c.published_at]));

  const applicationPairs = new Set<string>();
  const applications = [];
  while (applications.length < size.applications) {
    const campaignId = random.pick(campaignIds);
    const creatorId = random.pick(creatorIds);
    if (applicationPairs.has(`${campaignId}${creatorId}`)) continue;
    applicationPairs.add(`${campaignId}${creatorId}`);
    const createdAt = at(publishedOf.get(campaignId)!, end);
    applications.push({
      campaign_id: campaignId,
      creator_id: creatorId,
      pitch: 'A bench pitch.',
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  await insertInBatches(applications, 2000, (rows) => db.insertInto('applications').values(rows).execute());

  const viewKeys = new Set<string>();
  const views = [];
  while (views.length < size.campaignViews) {
    const campaignId = random.pick(campaignIds);
    const row = { campaign_id: campaignId, day: day(at(publishedOf.get(campaignId)!, end)), viewer_id: random.pick(creatorIds) };
    const key = `${row.campaign_id}${row.day}${row.viewer_id}`;
    if (viewKeys.has(key)) continue;
    viewKeys.add(key);
    views.push(row);
  }
  await insertInBatches(views, 5000, (rows) => db.insertInto('campaign_views').values(rows).execute());

  const deals: SeedDeal[] = Array.from({ length: size.deals }, () => {
    const campaignId = random.chance(0.9) ? random.pick(campaignIds) : null;
    const createdAt = at(campaignId ? publishedOf.get(campaignId)! : start, new Date(end.getTime() - 20 * DAY));
    const fate = random.next();
    const fundedAt = fate < 0.9 ? new Date(createdAt.getTime() + random.int(1, 72) * HOUR) : null;
    const deliveredAt = fundedAt && fate < 0.85 ? new Date(fundedAt.getTime() + random.int(3, 20) * DAY) : null;
    const approvedAt = deliveredAt && fate < 0.82 ? new Date(deliveredAt.getTime() + random.int(1, 96) * HOUR) : null;
    const price = random.int(200, 5_000) * 100;
    return {
      id: random.uuid(),
      campaignId,
      creatorId: random.pick(creatorIds),
      deliverableId: random.uuid(),
      price,
      fee: Math.round(price / 10),
      createdAt,
      fundedAt,
      deliveredAt: deliveredAt && deliveredAt < end ? deliveredAt : null,
      approvedAt: approvedAt && approvedAt < end ? approvedAt : null,
      dueDate: day(new Date((fundedAt ?? createdAt).getTime() + 14 * DAY)),
    };
  });
  const statusOf = (d: SeedDeal) =>
    d.approvedAt ? 'completed' : d.deliveredAt ? 'delivered' : d.fundedAt ? 'in_progress' : 'declined';
  await insertInBatches(deals, 1000, async (rows) => {
    await db
      .insertInto('deals')
      .values(
        rows.map((d) => ({
          id: d.id,
          brand_id: brandId,
          creator_id: d.creatorId,
          campaign_id: d.campaignId,
          status: statusOf(d),
          awaiting: null,
          funded_at: d.fundedAt,
          approved_at: d.approvedAt,
          created_at: d.createdAt,
          updated_at: d.approvedAt ?? d.deliveredAt ?? d.fundedAt ?? d.createdAt,
        })),
      )
      .execute();
    await db
      .insertInto('deal_versions')
      .values(
        rows.map((d) => ({
          deal_id: d.id,
          version: 1,
          proposed_by: 'brand',
          proposer_id: brandId,
          deliverables: JSON.stringify([
            { id: d.deliverableId, type: 'instagram_reel', quantity: 1, due_date: d.dueDate, notes: null },
          ]),
          price_cents: d.price,
          fee_cents: d.fee,
          currency: 'USD',
          revisions_included: 1,
          review_days: 3,
          usage_rights: JSON.stringify({ kind: 'organic', duration_days: 90 }),
          created_at: d.createdAt,
        })),
      )
      .execute();
    await db
      .insertInto('deal_events')
      .values(
        rows.flatMap((d) => {
          const step = (action: string, from: string | null, to: string, when: Date, role: 'brand' | 'creator') => ({
            deal_id: d.id,
            actor_id: role === 'brand' ? brandId : d.creatorId,
            actor_role: role,
            action,
            from_status: from,
            to_status: to,
            created_at: when,
          });
          const accepted = new Date(d.createdAt.getTime() + HOUR);
          return [
            step('offer', null, 'offered', d.createdAt, 'brand'),
            ...(d.fundedAt
              ? [
                  step('accept', 'offered', 'awaiting_funding', accepted, 'creator'),
                  step('fund', 'awaiting_funding', 'in_progress', d.fundedAt, 'brand'),
                ]
              : [step('decline', 'offered', 'declined', accepted, 'creator')]),
            ...(d.deliveredAt ? [step('deliver', 'in_progress', 'delivered', d.deliveredAt, 'creator')] : []),
            ...(d.approvedAt ? [step('approve', 'delivered', 'completed', d.approvedAt, 'brand')] : []),
          ];
        }),
      )
      .execute();
  });
  const funded = deals.filter((d) => d.fundedAt);
  await insertInBatches(funded, 2000, async (rows) => {
    await db
      .insertInto('deal_deliverables')
      .values(
        rows.map((d) => ({
          deal_id: d.id,
          id: d.deliverableId,
          position: 0,
          status: d.approvedAt ? 'approved' : d.deliveredAt ? 'submitted' : 'pending',
          submitted_at: d.deliveredAt,
          approved_at: d.approvedAt,
          live_url: d.approvedAt ? `https://www.instagram.com/reel/${d.id}/` : null,
          live_at: d.approvedAt ? new Date(d.approvedAt.getTime() + DAY) : null,
          updated_at: d.approvedAt ?? d.deliveredAt ?? d.fundedAt!,
        })),
      )
      .execute();
    const drafted = rows.filter((d) => d.deliveredAt);
    if (drafted.length > 0)
      await db
        .insertInto('deal_submissions')
        .values(
          drafted.map((d) => ({
            deal_id: d.id,
            deliverable_id: d.deliverableId,
            round: 1,
            kind: 'link',
            url: 'https://drive.example.com/cut',
            created_by: d.creatorId,
            created_at: d.deliveredAt!,
          })),
        )
        .execute();
  });

  const transfers = await seedLedger(db, brandId, funded, start);

  // The live posts' readings, newest posts last, until the table holds its size: daily for 30 days,
  // then weekly, each no later than `end`; views grow fast at first, then slowly.
  const readings = [];
  const live = deals.filter((d) => d.approvedAt).sort((a, b) => a.approvedAt!.getTime() - b.approvedAt!.getTime());
  for (const d of live) {
    if (readings.length >= size.metricRows) break;
    const liveAt = d.approvedAt!.getTime() + DAY;
    const reach = random.logNormal(20_000, 1);
    const offsets = [
      ...Array.from({ length: 30 }, (_, i) => i * DAY),
      ...Array.from({ length: 40 }, (_, i) => (35 + i * 7) * DAY),
    ];
    for (const offset of offsets) {
      const readAt = liveAt + offset + HOUR;
      if (readAt >= end.getTime() || readings.length >= size.metricRows) break;
      const share = 1 - Math.exp(-offset / (6 * DAY));
      const views = Math.round(reach * (0.2 + 0.8 * share));
      readings.push({
        deal_id: d.id,
        deliverable_id: d.deliverableId,
        platform: 'instagram',
        post_id: d.id,
        read_at: new Date(readAt),
        views,
        likes: Math.round(views * 0.04),
        comments: Math.round(views * 0.004),
        shares: Math.round(views * 0.002),
      });
    }
  }
  await insertInBatches(readings, 5000, (rows) => db.insertInto('deal_post_metrics').values(rows).execute());

  return {
    brandId,
    campaignIds,
    counts: {
      campaigns: campaigns.length,
      deals: deals.length,
      completed: live.length,
      metric_rows: readings.length,
      applications: applications.length,
      campaign_views: views.length,
      ledger_transfers: transfers,
    },
  };
}

/**
 * The brand's money as the deal path posts it: one charge for everything it funded, then each day's
 * holds and each day's releases as one journal, dated that day. Returns how many transfers were written.
 */
async function seedLedger(db: Kysely<Database>, brandId: string, funded: SeedDeal[], start: Date): Promise<number> {
  const balance = { kind: 'brand_balance' as const, userId: brandId, currency: 'USD' as const };
  const fees = { kind: 'platform_fees' as const, currency: 'USD' as const };
  const total = funded.reduce((sum, d) => sum + d.price + d.fee, 0);
  const journals = new Map<string, { when: Date; entries: JournalEntry[] }>();
  const add = (when: Date, entries: JournalEntry[]) => {
    const key = `${day(when)}${entries[0]!.kind}`;
    const journal = journals.get(key) ?? { when, entries: [] };
    journal.entries.push(...entries);
    journals.set(key, journal);
  };
  for (const d of funded) {
    const clearing = { kind: 'creator_clearing' as const, userId: d.creatorId, currency: 'USD' as const };
    add(d.fundedAt!, [
      {
        kind: 'pending',
        id: `hold:${d.id}:price`,
        debit: balance,
        credit: clearing,
        amount: d.price,
        code: 'hold_price',
        dealId: d.id,
      },
      { kind: 'pending', id: `hold:${d.id}:fee`, debit: balance, credit: fees, amount: d.fee, code: 'hold_fee', dealId: d.id },
    ]);
    if (d.approvedAt)
      add(d.approvedAt, [
        { kind: 'post', id: `release:${d.id}:price`, pendingId: `hold:${d.id}:price`, code: 'release_price' },
        { kind: 'post', id: `release:${d.id}:fee`, pendingId: `hold:${d.id}:fee`, code: 'release_fee' },
      ]);
  }
  let written = 1;
  await db.transaction().execute(async (trx) => {
    await postJournal(
      trx,
      [
        {
          kind: 'single',
          id: 'charge:bench',
          debit: { kind: 'provider', provider: 'sandbox', currency: 'USD' },
          credit: balance,
          amount: total,
          code: 'funding',
        },
      ],
      start,
    );
  });
  // Holds before the releases of the same day: a journal's holds are written in time order.
  const ordered = [...journals.values()].sort(
    (a, b) => a.when.getTime() - b.when.getTime() || (a.entries[0]!.kind === 'pending' ? -1 : 1),
  );
  for (const journal of ordered) {
    await db.transaction().execute((trx) => postJournal(trx, journal.entries, journal.when));
    written += journal.entries.length;
  }
  return written;
}
