import { z } from 'zod';
import { cursorField, pageSizeField } from '../common/query-fields';
import { hasNoControlExceptLines, isCalendarDate } from '../common/text-rules';
import { CURRENCIES, DEFAULT_CURRENCY } from './offers/enums';
import { DEAL_TERMS_MESSAGES } from './offers/messages';
import { deliverableSchema, usageRightsSchema } from './offers/schemas';
import { HTTP_MESSAGES } from '../http/messages';
import { DEAL_STATUSES } from '../marketplace/enums';
import { DEAL_LIMITS as L } from './limits';
import { DEAL_MESSAGES as m } from './messages';

/*
 * Offers and counter-offers as the API takes them. Amounts are integer cents and bounded here; what
 * needs the clock (a due date not in the past) or the database (the deal's current deliverables) is
 * checked by the service.
 */

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const idField = z.string({ error: m.idRequired }).trim().min(1, m.idRequired).max(100);
/** An optional reference: left out, null and empty all mean none. */
const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().min(1).max(100).optional());

const dueDate = z.string({ error: m.dueDateFormat }).trim().refine(isCalendarDate, m.dueDateFormat);

const notes = z
  .string()
  .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
  .trim()
  .max(L.deliverableNotesMax, m.notesTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** One deliverable of an offer: a type and quantity (as a package's), a due date, and notes. */
export const offerDeliverableSchema = deliverableSchema.extend({ due_date: dueDate, notes });
/** In a counter-offer a deliverable keeps its id; one without an id is new. */
export const counterDeliverableSchema = offerDeliverableSchema.extend({ id: z.string().trim().min(1).max(100).optional() });

const deliverableList = <Row extends z.ZodType>(row: Row) =>
  z.array(row, { error: m.deliverablesRequired }).min(1, m.deliverablesRequired).max(L.deliverablesMax, m.tooManyDeliverables);

export const dealPriceCents = wholeNumber(L.priceMinCents, L.priceMaxCents, m.priceRange);
const revisions = wholeNumber(0, L.revisionsMax, m.revisionsRange);
const reviewDays = wholeNumber(L.reviewDaysMin, L.reviewDaysMax, m.reviewDaysRange);
const message = z
  .string()
  .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
  .trim()
  .max(L.messageMax, m.messageTooLong);

/**
 * A brand's offer to a creator. From a package, the terms left out are the package's (its deliverables
 * due `delivery_days` from today, its price, revisions and rights); without one, deliverables, price and
 * usage rights are required.
 */
export const offerInputSchema = z
  .object({
    creator_id: idField,
    campaign_id: optionalId,
    application_id: optionalId,
    invitation_id: optionalId,
    package_id: optionalId,
    deliverables: deliverableList(offerDeliverableSchema).optional(),
    price_cents: dealPriceCents.optional(),
    currency: z.enum(CURRENCIES, { error: DEAL_TERMS_MESSAGES.invalidCurrency }).default(DEFAULT_CURRENCY),
    revisions_included: revisions.optional(),
    review_days: reviewDays.default(L.defaultReviewDays),
    usage_rights: usageRightsSchema.optional(),
    message: message.default(''),
  })
  .superRefine((offer, ctx) => {
    if (offer.package_id) return;
    if (!offer.deliverables) ctx.addIssue({ code: 'custom', path: ['deliverables'], message: m.deliverablesRequired });
    if (offer.price_cents === undefined) ctx.addIssue({ code: 'custom', path: ['price_cents'], message: m.priceRequired });
    if (!offer.usage_rights) ctx.addIssue({ code: 'custom', path: ['usage_rights'], message: m.usageRightsRequired });
  })
  // The same rule for the API document, which cannot read the refinement.
  .meta({
    anyOf: [
      { required: ['package_id'], properties: { package_id: { type: 'string', minLength: 1 } } },
      { required: ['deliverables', 'price_cents', 'usage_rights'] },
    ],
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferFields = z.output<typeof offerInputSchema>;

/**
 * The version of the terms the person saw, which an acceptance or a counter-offer must name: terms
 * countered since are refused (409) instead of being agreed to, or answered, unseen.
 */
const seenVersion = z
  .number({ error: (issue) => (issue.input === undefined ? m.versionRequired : m.versionInvalid) })
  .int(m.versionInvalid)
  .min(1, m.versionInvalid)
  .meta({ description: 'The version of the terms the person saw (`terms.version`); terms countered since answer 409.' });

/** A counter-offer: the version it answers, the terms that change (the others stay) and a message saying why. */
export const counterInputSchema = z.object({
  id: idField,
  version: seenVersion,
  deliverables: deliverableList(counterDeliverableSchema).optional(),
  price_cents: dealPriceCents.optional(),
  revisions_included: revisions.optional(),
  review_days: reviewDays.optional(),
  usage_rights: usageRightsSchema.optional(),
  message: z.string({ error: m.counterMessageRequired }).pipe(message).pipe(z.string().min(1, m.counterMessageRequired)),
});
export type CounterInput = z.input<typeof counterInputSchema>;
export type CounterFields = z.output<typeof counterInputSchema>;

export const dealIdSchema = z.object({ id: idField });
/**
 * Decline, withdraw and extend may name the version of the terms the page showed: if the terms were
 * countered since, the step is refused instead of turning down terms the person never saw.
 */
export const dealStepInputSchema = dealIdSchema.extend({ version: seenVersion.optional() });
/** An acceptance names the version it agrees to: nobody accepts terms they did not see. */
export const acceptInputSchema = dealIdSchema.extend({ version: seenVersion });
export type AcceptInput = z.input<typeof acceptInputSchema>;

/** The deals list: states to keep (a query string repeats `status`), and which page. */
export const dealListInputSchema = z.object({
  status: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
      z.array(z.enum(DEAL_STATUSES, { error: m.invalidStatus })).max(DEAL_STATUSES.length, m.invalidStatus),
    )
    .transform((values) => [...new Set(values)]),
  cursor: cursorField(L.cursorMax, m.invalidCursor),
  limit: pageSizeField(L.pageSizeMax, L.pageSize, m.invalidLimit),
});
export type DealListInput = z.input<typeof dealListInputSchema>;
export type DealListFields = z.output<typeof dealListInputSchema>;
