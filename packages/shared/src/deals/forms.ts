import { z } from 'zod';
import type { CampaignView } from '../campaigns/views';
import { DEFAULT_CURRENCY } from './offers/enums';
import { DEAL_TERMS_MESSAGES } from './offers/messages';
import { centsToDollarText, formatCents, parseDollarsToCents } from './offers/money';
import { usageRightsSchema, type UsageRights } from './offers/schemas';
import { PERPETUAL, type PackageView } from '../rate-card/schemas';
import type { DealTermField } from './enums';
import { DEAL_LIMITS as L } from './limits';
import { DEAL_MESSAGES as m } from './messages';
import { counterDeliverableSchema, counterInputSchema, dealPriceCents, offerInputSchema, type CounterInput } from './schemas';
import type { DealTermsView } from './views';

/*
 * The offer and counter-offer forms: text as typed ('' for "not chosen"), the price in dollars. Each field
 * is read by the API's own rule for it (offerInputSchema, counterInputSchema), so the form and the server
 * refuse the same things in the same words, at the same paths (the price is `price` here, `price_cents`
 * there: dealFormPath). What needs the server's clock (a due date in the past) is the server's to say.
 */

/** Messages of the forms only: what the API never sees as typed. */
export const DEAL_FORM_MESSAGES = {
  dueDateRequired: 'Choose a due date.',
  wholeNumber: (what: string) => `Enter the ${what} as a whole number.`,
  priceRange: DEAL_TERMS_MESSAGES.priceRange(formatCents(L.priceMinCents), formatCents(L.priceMaxCents)),
} as const;

const f = DEAL_FORM_MESSAGES;
const offer = offerInputSchema.shape;
const counter = counterInputSchema.shape;

export interface DealDeliverableRow {
  /** The deliverable's id in the current terms ('' for a new one); a counter-offer sends it back. */
  id: string;
  type: string;
  quantity: string;
  /** YYYY-MM-DD, from a date input. */
  due_date: string;
  notes: string;
}

export interface DealTermsFormValues {
  deliverables: DealDeliverableRow[];
  /** Dollars as typed: "450" or "1,250.50". */
  price: string;
  revisions_included: string;
  review_days: string;
  usage_rights: { kind: string; duration_days: string };
  message: string;
}

/** A whole number as typed; anything else than digits is refused with the field's own range message. */
const typedWholeNumber = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN))
    .pipe(schema);

/** The duration select: a number of days, "perpetual", or '' while nothing is chosen. */
const typedDuration = z.string().transform((text) => (text === '' ? undefined : text === PERPETUAL ? null : Number(text)));

const typedPrice = z
  .string()
  .superRefine((text, ctx) => {
    if (text.trim() === '') ctx.addIssue({ code: 'custom', message: DEAL_TERMS_MESSAGES.priceRequired });
    else if (parseDollarsToCents(text) === null) ctx.addIssue({ code: 'custom', message: DEAL_TERMS_MESSAGES.priceFormat });
  })
  .transform((text) => parseDollarsToCents(text) ?? Number.NaN)
  // The API's bounds, said in dollars (its own message speaks of cents, which nobody typed).
  .pipe(z.number().refine((cents) => dealPriceCents.safeParse(cents).success, f.priceRange));

const deliverableRow = z.object({
  id: z.string().transform((id) => id.trim() || undefined),
  type: z.string().pipe(counterDeliverableSchema.shape.type),
  quantity: typedWholeNumber(counterDeliverableSchema.shape.quantity),
  due_date: z
    .string()
    .superRefine((text, ctx) => {
      if (text.trim() === '') ctx.addIssue({ code: 'custom', message: f.dueDateRequired });
    })
    .pipe(counterDeliverableSchema.shape.due_date),
  notes: z.string().nullish().pipe(counterDeliverableSchema.shape.notes),
});

const termFields = {
  deliverables: z.array(deliverableRow).min(1, m.deliverablesRequired).max(L.deliverablesMax, m.tooManyDeliverables),
  price: typedPrice,
  revisions_included: typedWholeNumber(counter.revisions_included.unwrap()),
  review_days: typedWholeNumber(counter.review_days.unwrap()),
  usage_rights: z
    .object({ kind: z.string(), duration_days: typedDuration })
    // The API's own check reads the choice: an unknown kind or duration gets its message there.
    .transform((rights) => rights as z.input<typeof usageRightsSchema>)
    .pipe(usageRightsSchema),
};

const toTerms = <T extends { price: number }>({ price, ...rest }: T) => ({
  ...rest,
  price_cents: price,
  currency: DEFAULT_CURRENCY,
});

/** The offer form: gives the terms of an offer (the page adds the creator and where the offer comes from). */
export const offerFormSchema = z
  .object({ ...termFields, message: z.string().pipe(offer.message.unwrap()) })
  .transform(({ deliverables, ...rest }) => toTerms({ ...rest, deliverables: deliverables.map(({ id: _id, ...row }) => row) }));
export type OfferFormOutput = z.output<typeof offerFormSchema>;

/** The counter-offer form: the whole terms as they would stand, and the message saying why (required). */
export const counterFormSchema = z.object({ ...termFields, message: z.string().pipe(counter.message) }).transform(toTerms);
export type CounterFormOutput = z.output<typeof counterFormSchema>;

/** Where a field of the API (`price_cents`, `deliverables.1.due_date`) is shown on the form. */
export function dealFormPath(apiPath: string): string {
  return apiPath === 'price_cents' ? 'price' : apiPath;
}

/** The API's messages by field, at the form's paths. */
export function dealFormFields(apiFields: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFields)) placed[dealFormPath(path)] ??= message;
  return placed;
}

/* ---------- Values to start from ---------- */

/** YYYY-MM-DD, `days` after the calendar date `today` (YYYY-MM-DD). */
export function addDaysToDate(today: string, days: number): string {
  const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** A new deliverable's due date when nothing says otherwise: two weeks out. */
export const DEFAULT_DUE_IN_DAYS = 14;

export const emptyDealDeliverableRow = (today: string): DealDeliverableRow => ({
  id: '',
  type: '',
  quantity: '1',
  due_date: addDaysToDate(today, DEFAULT_DUE_IN_DAYS),
  notes: '',
});

const rightsValues = (rights: UsageRights) => ({
  kind: rights.kind,
  duration_days: rights.kind === 'none' ? '' : rights.duration_days === null ? PERPETUAL : String(rights.duration_days),
});

/** A blank offer: one row to fill, the default revisions and review window, no rights unless chosen. */
export function emptyOfferForm(today: string): DealTermsFormValues {
  return {
    deliverables: [emptyDealDeliverableRow(today)],
    price: '',
    revisions_included: String(L.defaultRevisions),
    review_days: String(L.defaultReviewDays),
    usage_rights: { kind: 'none', duration_days: '' },
    message: '',
  };
}

/** An offer from one of the creator's packages: its deliverables due `delivery_days` from today, its price, revisions and rights. */
export function offerFormFromPackage(pkg: PackageView, today: string): DealTermsFormValues {
  const due = addDaysToDate(today, pkg.delivery_days);
  return {
    ...emptyOfferForm(today),
    deliverables: pkg.deliverables.map((d) => ({ id: '', type: d.type, quantity: String(d.quantity), due_date: due, notes: '' })),
    price: centsToDollarText(pkg.price_cents),
    revisions_included: String(pkg.revisions_included),
    usage_rights: rightsValues(pkg.usage_rights),
  };
}

/**
 * An offer from a campaign: its deliverables due on its content date (when still ahead), its budget (a
 * fixed budget, or the top of a range), its usage rights. `priceCents` (an application's proposed price)
 * wins over the budget.
 */
export function offerFormFromCampaign(campaign: CampaignView, today: string, priceCents?: number | null): DealTermsFormValues {
  const due =
    campaign.content_due_date && campaign.content_due_date > today
      ? campaign.content_due_date
      : addDaysToDate(today, DEFAULT_DUE_IN_DAYS);
  const price = priceCents ?? campaign.budget_max_cents ?? campaign.budget_min_cents;
  const empty = emptyOfferForm(today);
  return {
    ...empty,
    deliverables: campaign.deliverables.length
      ? campaign.deliverables.map((d) => ({
          id: '',
          type: d.type,
          quantity: String(d.quantity),
          due_date: due,
          notes: d.notes ?? '',
        }))
      : empty.deliverables,
    price: price === null ? '' : centsToDollarText(price),
    usage_rights: rightsValues(campaign.usage_rights),
  };
}

/** The current terms as the counter-offer form starts: the same deliverables (with their ids), and no message. */
export function counterFormFromTerms(terms: DealTermsView): DealTermsFormValues {
  return {
    deliverables: terms.deliverables.map((d) => ({
      id: d.id,
      type: d.type,
      quantity: String(d.quantity),
      due_date: d.due_date,
      notes: d.notes ?? '',
    })),
    price: centsToDollarText(terms.price_cents),
    revisions_included: String(terms.revisions_included),
    review_days: String(terms.review_days),
    usage_rights: rightsValues(terms.usage_rights),
    message: '',
  };
}

/* ---------- What a counter-offer changes ---------- */

type CounterChanges = Omit<CounterInput, 'id' | 'version' | 'message'>;

const deliverableShape = (
  list: readonly { id?: string | undefined; type: string; quantity: number; due_date: string; notes: string | null }[],
) => JSON.stringify(list.map((d) => [d.id ?? null, d.type, d.quantity, d.due_date, d.notes ?? null]));

/**
 * The terms the counter-offer form changed from the current ones, and only those (a counter-offer names
 * what changes). Empty when the form changed nothing: the API refuses that (DEAL_MESSAGES.counterUnchanged).
 */
export function counterChanges(current: DealTermsView, next: CounterFormOutput): CounterChanges {
  const changes: CounterChanges = {};
  if (deliverableShape(current.deliverables) !== deliverableShape(next.deliverables)) changes.deliverables = next.deliverables;
  if (current.price_cents !== next.price_cents) changes.price_cents = next.price_cents;
  if (current.revisions_included !== next.revisions_included) changes.revisions_included = next.revisions_included;
  if (current.review_days !== next.review_days) changes.review_days = next.review_days;
  const rights = current.usage_rights;
  if (rights.kind !== next.usage_rights.kind || rights.duration_days !== next.usage_rights.duration_days)
    changes.usage_rights = next.usage_rights;
  return changes;
}

/** The term fields as the pages name them (a version's list of what changed). */
export const DEAL_TERM_FIELD_LABELS: Record<DealTermField, string> = {
  deliverables: 'Deliverables',
  due_dates: 'Due dates',
  price_cents: 'Price',
  revisions_included: 'Revisions included',
  review_days: 'Review window',
  usage_rights: 'Usage rights',
};
