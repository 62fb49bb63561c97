import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { isHttpUrl } from '../common/text-rules';
import { DEAL_TERMS_MESSAGES } from '../deals/offers/messages';
import { centsToDollarText, parseDollarsToCents } from '../deals/offers/money';
import { deliverableSchema, usageRightsSchema } from '../deals/offers/schemas';
import { DEFAULT_CURRENCY } from '../deals/offers/enums';
import { PERPETUAL } from '../rate-card/schemas';
import { CAMPAIGN_LIMITS as L } from './limits';
import { CAMPAIGN_MESSAGES as m } from './messages';
import { campaignBudgetProblems, campaignPublishProblems } from './publish-rules';
import { applicationInputSchema, campaignFieldsSchema } from './schemas';
import type { CampaignView } from './views';

/*
 * The campaign brief and the application as their forms hold them: text as typed ('' for "not set"),
 * dollars as people write them, the deadline in the brand's local time. Each field is read by the API's
 * own rule for it, so the form and the server refuse the same things in the same words, at the form's
 * paths. The schemas give what the API takes (amounts in integer cents, the deadline as an ISO instant).
 */

/** Messages of the forms only: what the API never sees as typed. */
export const CAMPAIGN_FORM_MESSAGES = {
  budgetFormat: 'Enter the amount in dollars, like 450 or 450.50.',
  deadlineFormat: 'Enter the deadline as a date and a time.',
  wholeNumber: (what: string) => `Enter the ${what} as a whole number.`,
} as const;

const f = CAMPAIGN_FORM_MESSAGES;
const shape = campaignFieldsSchema.shape;
const required = <T extends z.ZodType>(schema: z.ZodOptional<T>) => schema.unwrap();

/** A whole number as typed; anything else than digits is refused with the field's own range message. */
const typedWholeNumber = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN))
    .pipe(schema);

/** Dollars as typed, to cents; blank is "no amount" (null). */
const typedAmount = (range: z.ZodType<number | null, number | null>) =>
  z
    .string()
    .superRefine((text, ctx) => {
      if (text.trim() !== '' && parseDollarsToCents(text) === null) ctx.addIssue({ code: 'custom', message: f.budgetFormat });
    })
    .transform((text) => (text.trim() === '' ? null : (parseDollarsToCents(text) ?? Number.NaN)))
    .pipe(range);

/** "Vegan, Smoothies" -> ["Vegan", "Smoothies"]: the free-word targets, typed as one line. */
export const splitWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** `2026-05-01T17:00` in the browser's time zone -> an ISO instant; blank is "no deadline". */
const typedDeadline = z.string().transform((text, ctx) => {
  if (text.trim() === '') return null;
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) || Number.isNaN(at.getTime())) {
    ctx.addIssue({ code: 'custom', message: f.deadlineFormat });
    return z.NEVER;
  }
  return at.toISOString();
});

const typedDuration = z.string().transform((text) => (text === '' ? undefined : text === PERPETUAL ? null : Number(text)));

export interface CampaignDeliverableRow {
  type: string;
  quantity: string;
  notes: string;
}

export interface CampaignFormValues {
  title: string;
  description: string;
  goals: string;
  platforms: string[];
  deliverables: CampaignDeliverableRow[];
  budget_kind: 'fixed' | 'range';
  /** The amount of a fixed budget, or the lower end of a range. */
  budget_min: string;
  budget_max: string;
  creators_wanted: string;
  /** `YYYY-MM-DDTHH:mm`, the brand's local time (a datetime-local input). */
  application_deadline: string;
  content_due_date: string;
  guidelines_dos: string;
  guidelines_donts: string;
  usage_rights: { kind: string; duration_days: string };
  target_verticals: string[];
  /** Comma-separated. */
  target_categories: string;
  target_languages: string;
  target_location: string;
  visibility: string;
}

export const emptyDeliverableRow = (): CampaignDeliverableRow => ({ type: '', quantity: '1', notes: '' });

export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  title: '',
  description: '',
  goals: '',
  platforms: [],
  deliverables: [emptyDeliverableRow()],
  budget_kind: 'fixed',
  budget_min: '',
  budget_max: '',
  creators_wanted: '1',
  application_deadline: '',
  content_due_date: '',
  guidelines_dos: '',
  guidelines_donts: '',
  usage_rights: { kind: 'none', duration_days: '' },
  target_verticals: [],
  target_categories: '',
  target_languages: '',
  target_location: '',
  visibility: 'public',
};

/** A row nobody filled in (no type, no notes) is left out rather than refused: a draft may hold one. */
const isBlankRow = (row: CampaignDeliverableRow) => row.type === '' && row.notes.trim() === '';

const deliverableRow = z.object({
  type: z.string().pipe(deliverableSchema.shape.type),
  quantity: typedWholeNumber(deliverableSchema.shape.quantity),
  notes: z.string().nullish().pipe(campaignFieldsSchema.shape.deliverables.unwrap().element.shape.notes),
});

/** One row, checked where it stands (so a message lands on its row), or null when left blank. */
const deliverableRowOrBlank = z.object({ type: z.string(), quantity: z.string(), notes: z.string() }).transform((row, ctx) => {
  if (isBlankRow(row)) return null;
  const parsed = deliverableRow.safeParse(row);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/**
 * The brief's form, for a draft as for publishing: every field may be blank, each one typed wrong is
 * named. Completeness is checked apart (campaignFormProblems), as the API checks it when publishing.
 */
export const campaignFormSchema = z
  .object({
    title: z.string().pipe(required(shape.title)),
    description: z.string().pipe(required(shape.description)),
    goals: z.string().pipe(required(shape.goals)),
    platforms: z.array(z.string()).pipe(required(shape.platforms)),
    deliverables: z
      .array(deliverableRowOrBlank)
      .transform((rows) => rows.filter((row) => row !== null))
      .refine((rows) => rows.length <= L.deliverablesMax, m.tooManyDeliverables),
    budget_kind: z.enum(['fixed', 'range']),
    budget_min: typedAmount(required(shape.budget_min_cents)),
    // Emptied by the form when the budget is fixed (a fixed budget is the same amount twice).
    budget_max: typedAmount(required(shape.budget_max_cents)),
    creators_wanted: typedWholeNumber(required(shape.creators_wanted)),
    application_deadline: typedDeadline,
    content_due_date: z
      .string()
      .transform((text) => (text.trim() === '' ? null : text.trim()))
      .pipe(required(shape.content_due_date)),
    guidelines_dos: z.string().pipe(required(shape.guidelines_dos)),
    guidelines_donts: z.string().pipe(required(shape.guidelines_donts)),
    usage_rights: z
      .object({ kind: z.string(), duration_days: typedDuration })
      // The API's own check reads the choice: an unknown kind or duration gets its message there.
      .transform((rights) => rights as z.input<typeof usageRightsSchema>)
      .pipe(usageRightsSchema),
    target_verticals: z.array(z.string()).pipe(required(shape.target_verticals)),
    target_categories: z.string().transform(splitWords).pipe(required(shape.target_categories)),
    target_languages: z.string().transform(splitWords).pipe(required(shape.target_languages)),
    target_location: z.string().nullish().pipe(shape.target_location),
    visibility: z.string().pipe(required(shape.visibility)),
  })
  .transform(({ budget_kind, budget_min, budget_max, target_location, ...rest }) => ({
    ...rest,
    target_location: target_location ?? null,
    budget_min_cents: budget_min,
    budget_max_cents: budget_kind === 'fixed' ? budget_min : budget_max,
    currency: DEFAULT_CURRENCY,
  }));

export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

/** The fields an open campaign's form sends: the only ones that may still change. */
export function openCampaignChanges(output: CampaignFormOutput) {
  return {
    budget_min_cents: output.budget_min_cents,
    budget_max_cents: output.budget_max_cents,
    application_deadline: output.application_deadline,
  };
}

/** Where a field of the API (`budget_max_cents`, `deliverables.1.type`) is shown on the form. */
export function campaignFormPath(apiPath: string, budgetKind: CampaignFormValues['budget_kind']): string {
  const [top, ...rest] = apiPath.split('.');
  if (top === 'budget_min_cents') return 'budget_min';
  if (top === 'budget_max_cents') return budgetKind === 'range' ? 'budget_max' : 'budget_min';
  return [top, ...rest].join('.');
}

/** The API's messages by field, at the form's paths (two API fields may meet at one form field: the first wins). */
export function campaignFormFields(
  apiFields: Record<string, string>,
  budgetKind: CampaignFormValues['budget_kind'],
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFields)) placed[campaignFormPath(path, budgetKind)] ??= message;
  return placed;
}

/**
 * What the API would refuse of this brief, at the form's paths: the budget's shape on every save, and
 * for publishing every field a creator needs (campaignPublishProblems, the API's own rules).
 */
export function campaignFormProblems(
  output: CampaignFormOutput,
  budgetKind: CampaignFormValues['budget_kind'],
  intent: 'draft' | 'publish',
  now: Date,
): Record<string, string> {
  const problems = intent === 'publish' ? campaignPublishProblems(output, now) : campaignBudgetProblems(output);
  return campaignFormFields(problems, budgetKind);
}

/** `2026-05-01T15:00:00.000Z` -> `2026-05-01T17:00` in the browser's time zone (a datetime-local value). */
export function localDateTimeText(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A saved campaign as its form shows it. */
export function campaignFormValues(c: CampaignView): CampaignFormValues {
  const fixed = c.budget_kind !== 'range';
  return {
    title: c.title,
    description: c.description,
    goals: c.goals,
    platforms: [...c.platforms],
    deliverables: c.deliverables.length
      ? c.deliverables.map((d) => ({ type: d.type, quantity: String(d.quantity), notes: d.notes ?? '' }))
      : [emptyDeliverableRow()],
    budget_kind: fixed ? 'fixed' : 'range',
    budget_min: c.budget_min_cents === null ? '' : centsToDollarText(c.budget_min_cents),
    budget_max: fixed || c.budget_max_cents === null ? '' : centsToDollarText(c.budget_max_cents),
    creators_wanted: String(c.creators_wanted),
    application_deadline: c.application_deadline ? localDateTimeText(c.application_deadline) : '',
    content_due_date: c.content_due_date ?? '',
    guidelines_dos: c.guidelines_dos,
    guidelines_donts: c.guidelines_donts,
    usage_rights: {
      kind: c.usage_rights.kind,
      duration_days:
        c.usage_rights.kind === 'none'
          ? ''
          : c.usage_rights.duration_days === null
            ? PERPETUAL
            : String(c.usage_rights.duration_days),
    },
    target_verticals: [...c.target_verticals],
    target_categories: c.target_categories.join(', '),
    target_languages: c.target_languages.join(', '),
    target_location: c.target_location ?? '',
    visibility: c.visibility,
  };
}

/* ---------- The application ---------- */

export interface ApplicationFormValues {
  pitch: string;
  /** Dollars as typed. */
  price: string;
  /** Rows of one address each (useFieldArray keeps objects); blank rows are left out. */
  links: { url: string }[];
}

export const EMPTY_APPLICATION_FORM: ApplicationFormValues = { pitch: '', price: '', links: [{ url: '' }] };

const app = applicationInputSchema.shape;

/** The application form: the API's rules for the pitch and the price (typed in dollars), and each link checked in its row. */
export const applicationFormSchema = z
  .object({
    pitch: app.pitch,
    price: z
      .string()
      .superRefine((text, ctx) => {
        if (text.trim() === '') ctx.addIssue({ code: 'custom', message: m.priceRequired });
        else if (parseDollarsToCents(text) === null) ctx.addIssue({ code: 'custom', message: DEAL_TERMS_MESSAGES.priceFormat });
      })
      .transform((text) => parseDollarsToCents(text) ?? Number.NaN)
      .pipe(app.proposed_price_cents),
    links: z
      .array(
        z.object({
          url: z
            .string()
            .trim()
            .max(FIELD_LIMITS.urlMax, m.invalidLink)
            .refine((url) => url === '' || isHttpUrl(url), m.invalidLink),
        }),
      )
      .max(L.linksMax, m.tooManyLinks),
  })
  .transform(({ pitch, price, links }) => ({
    pitch,
    proposed_price_cents: price,
    links: [...new Set(links.map((row) => row.url).filter(Boolean))],
  }));

export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

/** The API's messages on an application, at the form's paths (the price in dollars, a link in its row). */
export function applicationFormFields(apiFields: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFields)) {
    const key = path === 'proposed_price_cents' ? 'price' : /^links\.\d+$/.test(path) ? `${path}.url` : path;
    placed[key] ??= message;
  }
  return placed;
}
