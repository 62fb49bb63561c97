import { z } from 'zod';
import { hasNoControlCharacters, hasNoControlExceptLines } from '../common/text-rules';
import { DEAL_TERMS_MESSAGES } from '../deals/offers/messages';
import { CURRENCIES, DEFAULT_CURRENCY, DELIVERABLE_TYPE_LABELS } from '../deals/offers/enums';
import { centsToDollarText, formatCents, parseDollarsToCents } from '../deals/offers/money';
import { deliverableSchema, usageRightsSchema, type Deliverable } from '../deals/offers/schemas';
import { HTTP_MESSAGES } from '../http/messages';
import { RATE_CARD_LIMITS as L } from './limits';
import { RATE_CARD_MESSAGES as m } from './messages';
import type { PackageView } from './views';

// The deals' offer form reads a package from here (deals/forms.ts); the type is defined in views.ts.
export type { PackageView } from './views';

const priceRange = DEAL_TERMS_MESSAGES.priceRange(formatCents(L.priceMinCents), formatCents(L.priceMaxCents));
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const title = z
  .string({ error: m.titleRequired })
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .min(1, m.titleRequired)
  .max(L.titleMax, m.titleTooLong);

const description = z
  .string()
  .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
  .trim()
  .max(L.descriptionMax, m.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** At least one deliverable, each type once (a second Reel is a quantity of 2, not a second line). */
const deliverableList = <Row extends z.ZodType<Deliverable>>(row: Row) =>
  z
    .array(row, { error: m.deliverablesRequired })
    .min(1, m.deliverablesRequired)
    .max(L.deliverablesMax, m.tooManyDeliverables)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((d, index) => {
        if (seen.has(d.type))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'type'],
            message: m.duplicateDeliverable(DELIVERABLE_TYPE_LABELS[d.type]),
          });
        seen.add(d.type);
      });
    });

const priceCents = wholeNumber(L.priceMinCents, L.priceMaxCents, priceRange);
const deliveryDays = wholeNumber(L.deliveryDaysMin, L.deliveryDaysMax, m.deliveryDaysRange);
const revisions = wholeNumber(0, L.revisionsMax, m.revisionsRange);

/** One package of a creator's rate card, as the API takes it (POST and PUT: the whole package). */
export const packageInputSchema = z.object({
  title,
  description,
  deliverables: deliverableList(deliverableSchema),
  price_cents: priceCents,
  currency: z.enum(CURRENCIES, { error: DEAL_TERMS_MESSAGES.invalidCurrency }).default(DEFAULT_CURRENCY),
  delivery_days: deliveryDays,
  revisions_included: revisions.default(L.defaultRevisions),
  usage_rights: usageRightsSchema.prefault({ kind: 'none' }),
});
export type PackageInput = z.input<typeof packageInputSchema>;
export type PackageFields = z.output<typeof packageInputSchema>;

export const packageIdSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const packageUpdateSchema = packageInputSchema.extend(packageIdSchema.shape);

/** A whole number as typed; blank or anything else than digits is refused with the field's message. */
const typedWholeNumber = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN))
    .pipe(schema);

/** The duration select: a number of days, "perpetual", or '' while nothing is chosen. */
export const PERPETUAL = 'perpetual';
const typedDuration = z.string().transform((text) => (text === '' ? undefined : text === PERPETUAL ? null : Number(text)));

/**
 * The package form: text as typed, the price in dollars ("1,250.50"), giving what the API takes with
 * the price in integer cents (never through a float). Rules and messages are the API's own.
 */
export const packageFormSchema = z
  .object({
    title,
    description,
    deliverables: deliverableList(
      z.object({ type: deliverableSchema.shape.type, quantity: typedWholeNumber(deliverableSchema.shape.quantity) }),
    ),
    price: z
      .string()
      .superRefine((text, ctx) => {
        if (text.trim() === '') ctx.addIssue({ code: 'custom', message: DEAL_TERMS_MESSAGES.priceRequired });
        else if (parseDollarsToCents(text) === null) ctx.addIssue({ code: 'custom', message: DEAL_TERMS_MESSAGES.priceFormat });
      })
      .transform((text) => parseDollarsToCents(text) ?? Number.NaN)
      .pipe(priceCents),
    delivery_days: typedWholeNumber(deliveryDays),
    revisions_included: typedWholeNumber(revisions),
    usage_rights: z
      .object({ kind: z.string(), duration_days: typedDuration })
      // The API's own check reads the choice: an unknown kind or duration gets its message there.
      .transform((rights) => rights as z.input<typeof usageRightsSchema>)
      .pipe(usageRightsSchema),
  })
  .transform(({ price, ...fields }) => ({ ...fields, price_cents: price, currency: DEFAULT_CURRENCY }));

export interface PackageFormValues {
  title: string;
  description: string;
  deliverables: { type: string; quantity: string }[];
  price: string;
  delivery_days: string;
  revisions_included: string;
  usage_rights: { kind: string; duration_days: string };
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  title: '',
  description: '',
  deliverables: [{ type: '', quantity: '1' }],
  price: '',
  delivery_days: '7',
  revisions_included: String(L.defaultRevisions),
  usage_rights: { kind: 'none', duration_days: '' },
};

/** A saved package as the form shows it for editing. */
export function packageFormValues(pkg: PackageView): PackageFormValues {
  return {
    title: pkg.title,
    description: pkg.description ?? '',
    deliverables: pkg.deliverables.map((d) => ({ type: d.type, quantity: String(d.quantity) })),
    price: centsToDollarText(pkg.price_cents),
    delivery_days: String(pkg.delivery_days),
    revisions_included: String(pkg.revisions_included),
    usage_rights: {
      kind: pkg.usage_rights.kind,
      duration_days:
        pkg.usage_rights.kind === 'none'
          ? ''
          : pkg.usage_rights.duration_days === null
            ? PERPETUAL
            : String(pkg.usage_rights.duration_days),
    },
  };
}
