import {
  DELIVERABLE_TYPES,
  PERPETUAL,
  PROFILE_PLATFORMS,
  TALENT_VERTICALS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  parseDollarsToCents,
  splitWords,
  type CampaignFormValues,
  type CampaignView,
  type DeliverableType,
  type ProfilePlatform,
  type TalentVertical,
  type UsageRightsKind,
} from '@sponsorly/shared';

/** What a brief shows: a saved campaign, or the form being written (the preview). */
export type BriefView = Pick<
  CampaignView,
  | 'title'
  | 'description'
  | 'goals'
  | 'platforms'
  | 'deliverables'
  | 'budget_min_cents'
  | 'budget_max_cents'
  | 'creators_wanted'
  | 'application_deadline'
  | 'content_due_date'
  | 'guidelines_dos'
  | 'guidelines_donts'
  | 'usage_rights'
  | 'target_verticals'
  | 'target_categories'
  | 'target_languages'
  | 'target_location'
  | 'visibility'
> & {
  /** The form's rights have a kind but no duration chosen yet (not "perpetual"). */
  usage_duration_missing?: boolean;
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The form as creators would read it, leniently: what is typed wrong or not chosen yet is simply left
 * out of the preview (the form says what is wrong when it is saved).
 */
export function briefFromForm(values: CampaignFormValues): BriefView {
  const min = values.budget_min.trim() ? parseDollarsToCents(values.budget_min) : null;
  const max = values.budget_kind === 'fixed' ? min : values.budget_max.trim() ? parseDollarsToCents(values.budget_max) : null;
  const deadline = values.application_deadline ? new Date(values.application_deadline) : null;
  const kind: UsageRightsKind = isOneOf(USAGE_RIGHTS_KINDS, values.usage_rights.kind) ? values.usage_rights.kind : 'none';
  const days = Number(values.usage_rights.duration_days);
  const quantityOf = (text: string) => (/^\d{1,2}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : 1);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    goals: values.goals.trim(),
    platforms: values.platforms.filter((p): p is ProfilePlatform => isOneOf(PROFILE_PLATFORMS, p)),
    deliverables: values.deliverables
      .filter((row): row is typeof row & { type: DeliverableType } => isOneOf(DELIVERABLE_TYPES, row.type))
      .map((row) => ({ type: row.type, quantity: quantityOf(row.quantity), notes: row.notes.trim() || null })),
    budget_min_cents: min,
    budget_max_cents: max,
    creators_wanted: /^\d{1,3}$/.test(values.creators_wanted.trim()) ? Math.max(1, Number(values.creators_wanted)) : 1,
    application_deadline: deadline && !Number.isNaN(deadline.getTime()) ? deadline.toISOString() : null,
    content_due_date: /^\d{4}-\d{2}-\d{2}$/.test(values.content_due_date) ? values.content_due_date : null,
    guidelines_dos: values.guidelines_dos.trim(),
    guidelines_donts: values.guidelines_donts.trim(),
    usage_rights: {
      kind,
      duration_days:
        kind === 'none' ||
        values.usage_rights.duration_days === PERPETUAL ||
        !isOneOf(USAGE_RIGHTS_DURATIONS.map(String), values.usage_rights.duration_days)
          ? null
          : (days as (typeof USAGE_RIGHTS_DURATIONS)[number]),
    },
    target_verticals: values.target_verticals.filter((v): v is TalentVertical => isOneOf(TALENT_VERTICALS, v)),
    target_categories: splitWords(values.target_categories),
    target_languages: splitWords(values.target_languages),
    target_location: values.target_location.trim() || null,
    visibility: values.visibility === 'invite_only' ? 'invite_only' : 'public',
    usage_duration_missing: kind !== 'none' && values.usage_rights.duration_days === '',
  };
}
