import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { blankToUndefined, cursorField, listPageFields, pageSizeField } from '../common/query-fields';
import { hasNoControlCharacters, hasNoControlExceptLines, isHttpUrl } from '../common/text-rules';
import { CURRENCIES } from '../deals/offers/enums';
import { DEAL_TERMS_MESSAGES } from '../deals/offers/messages';
import { deliverableSchema, usageRightsSchema } from '../deals/offers/schemas';
import { HTTP_MESSAGES } from '../http/messages';
import { APPLICATION_STATUSES, CAMPAIGN_VISIBILITIES } from '../marketplace/enums';
import { PROFILE_PLATFORMS, TALENT_VERTICALS } from '../profile/enums';
import { CAMPAIGN_LIMITS as L } from './limits';
import { CAMPAIGN_MESSAGES as m } from './messages';

const singleLine = (max: number, tooLong: string) =>
  z.string().refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters).trim().max(max, tooLong);
const multiLine = (max: number, tooLong: string, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
    .trim()
    .max(max, tooLong);
/** Left out: unchanged; null or empty: cleared. */
const clearable = <S extends z.ZodType<string, string>>(text: S) =>
  text.nullish().transform((v) => (v === undefined ? undefined : v ? v : null));

/** Integer cents within the campaign's money bounds; a missing value and a wrong one get their own message. */
const cents = (range: string, required: string = range) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : range) })
    .int(range)
    .min(L.budgetMinCents, range)
    .max(L.budgetMaxCents, range);

const inDateYears = (year: number) => year >= L.dateYearMin && year <= L.dateYearMax;

const enumList = <const Values extends readonly [string, ...string[]]>(values: Values, invalid: string, max: number) =>
  z
    .array(z.enum(values, { error: invalid }), { error: invalid })
    .max(max, m.tooManyTargetValues)
    .transform((list) => [...new Set(list)]);

/** Free words (categories, languages): trimmed, each once whatever its case, the first spelling kept. */
const wordList = z
  .array(singleLine(L.targetValueMax, m.targetValueLength).pipe(z.string().min(1, m.targetValueLength)), {
    error: m.targetValueLength,
  })
  .max(L.targetValuesMax, m.tooManyTargetValues)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** One line of the brief's deliverables: a type from the shared list, how many, and what the brand wants of it. */
export const campaignDeliverableSchema = z.object({
  type: deliverableSchema.shape.type,
  quantity: deliverableSchema.shape.quantity,
  notes: multiLine(L.deliverableNotesMax, m.deliverableNotesTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CampaignDeliverable = z.output<typeof campaignDeliverableSchema>;

/**
 * The brief's fields, every one optional: a draft may be saved incomplete, and a change sends only what
 * changes (left out: kept; null: cleared where a field can be empty). Publishing checks completeness
 * (campaignPublishProblems). `status`, `brand_id` and anything else unknown are dropped, never written.
 */
export const campaignFieldsSchema = z.object({
  title: singleLine(L.titleMax, m.titleTooLong).optional(),
  description: multiLine(L.descriptionMax, m.descriptionTooLong).optional(),
  goals: multiLine(L.goalsMax, m.goalsTooLong).optional(),
  platforms: enumList(PROFILE_PLATFORMS, m.invalidPlatform, PROFILE_PLATFORMS.length).optional(),
  deliverables: z.array(campaignDeliverableSchema).max(L.deliverablesMax, m.tooManyDeliverables).optional(),
  budget_min_cents: cents(m.budgetRange).nullable().optional(),
  budget_max_cents: cents(m.budgetRange).nullable().optional(),
  currency: z.enum(CURRENCIES, { error: DEAL_TERMS_MESSAGES.invalidCurrency }).optional(),
  creators_wanted: z
    .number({ error: m.creatorsWantedRange })
    .int(m.creatorsWantedRange)
    .min(1, m.creatorsWantedRange)
    .max(L.creatorsWantedMax, m.creatorsWantedRange)
    .optional(),
  application_deadline: z.iso
    .datetime({ offset: true, error: m.invalidDeadline })
    .refine((text) => inDateYears(new Date(text).getUTCFullYear()), m.invalidDeadline)
    .transform((text) => new Date(text).toISOString())
    .nullable()
    .optional(),
  content_due_date: z.iso
    .date({ error: m.invalidDueDate })
    .refine((text) => inDateYears(Number(text.slice(0, 4))), m.invalidDueDate)
    .nullable()
    .optional(),
  guidelines_dos: multiLine(L.guidelinesMax, m.guidelinesTooLong).optional(),
  guidelines_donts: multiLine(L.guidelinesMax, m.guidelinesTooLong).optional(),
  usage_rights: usageRightsSchema.optional(),
  visibility: z.enum(CAMPAIGN_VISIBILITIES, { error: m.invalidVisibility }).optional(),
  target_verticals: enumList(TALENT_VERTICALS, m.invalidVertical, TALENT_VERTICALS.length).optional(),
  target_categories: wordList.optional(),
  target_languages: wordList.optional(),
  target_location: clearable(singleLine(L.locationMax, m.locationTooLong)),
});
export type CampaignFieldsInput = z.input<typeof campaignFieldsSchema>;
export type CampaignFields = z.output<typeof campaignFieldsSchema>;

const idField = z.string().trim().min(1).max(100);

export const campaignIdSchema = z.object({ id: idField });
export const campaignUpdateSchema = campaignFieldsSchema.extend(campaignIdSchema.shape);

/** The fields an open campaign may still change; applicants are told. */
export const OPEN_CAMPAIGN_EDITABLE = ['budget_min_cents', 'budget_max_cents', 'application_deadline'] as const;

/*
 * The creators' list of campaigns. A REST query string sends text, and a filter given once is a string
 * where given twice it is an array; empty values are unset.
 */
const filterList = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.enum(values, { error: m.invalidChoice })).max(L.filterValuesMax, m.tooManyValues),
    )
    .transform((list) => [...new Set(list)]);

export const campaignListInputSchema = z.object({
  q: z.preprocess(blankToUndefined, singleLine(L.queryMax, m.queryTooLong).optional()).transform((v) => (v ? v : undefined)),
  platform: filterList(PROFILE_PLATFORMS),
  vertical: filterList(TALENT_VERTICALS),
  /** `true`: only campaigns of verified brands. */
  verified: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
    z.boolean({ error: m.invalidVerified }).optional(),
  ),
  cursor: cursorField(L.cursorMax, m.invalidCursor),
  limit: pageSizeField(L.pageSizeMax, L.pageSize, m.invalidLimit),
});
export type CampaignListInput = z.input<typeof campaignListInputSchema>;

/** A creator's application to the campaign `id`. */
export const applicationInputSchema = z.object({
  id: idField,
  pitch: multiLine(L.pitchMax, m.pitchTooLong, m.pitchRequired).pipe(z.string().min(1, m.pitchRequired)),
  proposed_price_cents: cents(m.priceRange, m.priceRequired),
  links: z
    .array(z.string({ error: m.invalidLink }).trim().max(FIELD_LIMITS.urlMax, m.invalidLink).refine(isHttpUrl, m.invalidLink), {
      error: m.invalidLink,
    })
    .max(L.linksMax, m.tooManyLinks)
    .default([])
    .transform((links) => [...new Set(links)]),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

export const applicationIdSchema = z.object({ id: idField });
/** The applications of the campaign `id`, optionally those in one status. */
export const campaignApplicationsInputSchema = z.object({
  id: idField,
  status: z.preprocess(blankToUndefined, z.enum(APPLICATION_STATUSES, { error: m.invalidStatus }).optional()),
  ...listPageFields,
});

export const invitationInputSchema = z.object({ id: idField, creator_id: idField });
export const invitationIdSchema = z.object({ id: idField });
