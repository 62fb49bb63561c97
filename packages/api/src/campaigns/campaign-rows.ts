import {
  DEFAULT_CURRENCY,
  type CampaignFields,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignView,
  type Currency,
  type UsageRights,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';
import type { UpdateObject } from 'kysely';
import { brandNameSql } from '../lib/party-names';

type Db = Kysely<Database> | Transaction<Database>;

/** A campaign with its brand's name, as every read selects it. The due date is read as text: a date has no time zone. */
export function selectCampaigns(db: Db) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('users as u', 'u.id', 'c.brand_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'c.brand_id')
    .select([
      'c.id',
      'c.brand_id',
      'c.status',
      'c.visibility',
      'c.title',
      'c.description',
      'c.goals',
      'c.platforms',
      'c.deliverables',
      'c.budget_min_cents',
      'c.budget_max_cents',
      'c.currency',
      'c.creators_wanted',
      'c.application_deadline',
      sql<string | null>`to_char(c.content_due_date, 'YYYY-MM-DD')`.as('content_due_date'),
      'c.guidelines_dos',
      'c.guidelines_donts',
      'c.usage_rights',
      // Hidden by an administrator, or its brand suspended (docs/moderation.md): only the brand still sees it.
      sql<boolean>`(c.hidden_at is not null or u.suspended_at is not null)`.as('withheld'),
      'c.target_verticals',
      'c.target_categories',
      'c.target_languages',
      'c.target_location',
      'c.created_at',
      'c.updated_at',
      'c.published_at',
      'c.closed_at',
      brandNameSql('u', 'bp').as('brand_name'),
      'bp.logo as brand_logo',
      'bp.verified_domain as brand_verified_domain',
    ]);
}

export type CampaignRecord = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['executeTakeFirstOrThrow']>>;

const cents = (value: string | number | bigint | null): number | null => (value === null ? null : Number(value));

/** Whether the campaign takes applications at `now`: open and before its deadline. */
export function acceptsApplications(row: { status: string; application_deadline: Date | null }, now: Date): boolean {
  return row.status === 'open' && row.application_deadline !== null && row.application_deadline.getTime() > now.getTime();
}

/**
 * The state as it stands at `now`. The timer closes an open campaign some time after its deadline; until
 * it runs, every read and every change already treats the campaign as closed.
 */
export function effectiveStatus(row: { status: string; application_deadline: Date | null }, now: Date): CampaignStatus {
  if (row.status === 'open' && !acceptsApplications(row, now)) return 'closed';
  return row.status as CampaignStatus;
}

export function toCampaignView(row: CampaignRecord, now: Date): CampaignView {
  const status = effectiveStatus(row, now);
  const min = cents(row.budget_min_cents);
  const max = cents(row.budget_max_cents);
  const rights = row.usage_rights as { kind: UsageRights['kind']; duration_days: UsageRights['duration_days'] | null };
  const closedAt = row.closed_at ?? (status === 'closed' && row.status === 'open' ? row.application_deadline : null);
  return {
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name, logo: row.brand_logo, verified: row.brand_verified_domain !== null },
    status,
    visibility: row.visibility as CampaignView['visibility'],
    title: row.title,
    description: row.description,
    goals: row.goals,
    platforms: row.platforms as CampaignView['platforms'],
    deliverables: row.deliverables.map((d) => ({
      type: d.type as CampaignView['deliverables'][number]['type'],
      quantity: d.quantity,
      notes: d.notes ?? null,
    })),
    budget_min_cents: min,
    budget_max_cents: max,
    budget_kind: min === null || max === null ? null : min === max ? 'fixed' : 'range',
    currency: (row.currency ?? DEFAULT_CURRENCY) as Currency,
    creators_wanted: row.creators_wanted,
    application_deadline: row.application_deadline?.toISOString() ?? null,
    content_due_date: row.content_due_date,
    guidelines_dos: row.guidelines_dos,
    guidelines_donts: row.guidelines_donts,
    usage_rights: { kind: rights.kind, duration_days: rights.kind === 'none' ? null : (rights.duration_days ?? null) },
    target_verticals: row.target_verticals as CampaignView['target_verticals'],
    target_categories: row.target_categories,
    target_languages: row.target_languages,
    target_location: row.target_location,
    accepting_applications: acceptsApplications(row, now),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    closed_at: closedAt?.toISOString() ?? null,
  };
}

export function toCampaignSummary(row: CampaignRecord, now: Date): CampaignSummary {
  return {
    id: row.id,
    title: row.title,
    status: effectiveStatus(row, now),
    brand: { id: row.brand_id, name: row.brand_name, logo: row.brand_logo, verified: row.brand_verified_domain !== null },
    application_deadline: row.application_deadline?.toISOString() ?? null,
    accepting_applications: acceptsApplications(row, now),
  };
}

const textArray = (values: readonly string[]) => sql<string[]>`cast(${values} as text[])`;

/** The columns a change writes: only the fields it gives (left out: kept). */
export function campaignColumns(fields: CampaignFields): UpdateObject<Database, 'campaigns'> {
  const set: Record<string, unknown> = {};
  const f = fields;
  if (f.title !== undefined) set.title = f.title;
  if (f.description !== undefined) set.description = f.description;
  if (f.goals !== undefined) set.goals = f.goals;
  if (f.platforms !== undefined) set.platforms = textArray(f.platforms);
  if (f.deliverables !== undefined) set.deliverables = JSON.stringify(f.deliverables);
  if (f.budget_min_cents !== undefined) set.budget_min_cents = f.budget_min_cents;
  if (f.budget_max_cents !== undefined) set.budget_max_cents = f.budget_max_cents;
  if (f.currency !== undefined) set.currency = f.currency;
  if (f.creators_wanted !== undefined) set.creators_wanted = f.creators_wanted;
  if (f.application_deadline !== undefined)
    set.application_deadline = f.application_deadline === null ? null : new Date(f.application_deadline);
  if (f.content_due_date !== undefined) set.content_due_date = f.content_due_date;
  if (f.guidelines_dos !== undefined) set.guidelines_dos = f.guidelines_dos;
  if (f.guidelines_donts !== undefined) set.guidelines_donts = f.guidelines_donts;
  if (f.usage_rights !== undefined) set.usage_rights = JSON.stringify(f.usage_rights);
  if (f.visibility !== undefined) set.visibility = f.visibility;
  if (f.target_verticals !== undefined) set.target_verticals = textArray(f.target_verticals);
  if (f.target_categories !== undefined) set.target_categories = textArray(f.target_categories);
  if (f.target_languages !== undefined) set.target_languages = textArray(f.target_languages);
  if (f.target_location !== undefined) set.target_location = f.target_location;
  return set as UpdateObject<Database, 'campaigns'>;
}
