import { describe, expect, it } from 'vitest';
import type { PackageView } from '../rate-card/schemas';
import {
  DEAL_FORM_MESSAGES,
  addDaysToDate,
  counterChanges,
  counterFormFromTerms,
  counterFormSchema,
  dealFormFields,
  emptyOfferForm,
  offerFormFromPackage,
  offerFormSchema,
  type DealTermsFormValues,
} from './forms';
import { DEAL_MESSAGES as m } from './messages';
import type { DealTermsView } from './views';

const today = '2026-03-01';

/** Messages by path, as the form places them. */
function problems(
  schema: typeof offerFormSchema | typeof counterFormSchema,
  values: DealTermsFormValues,
): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const filled: DealTermsFormValues = {
  ...emptyOfferForm(today),
  deliverables: [
    { id: '', type: 'instagram_reel', quantity: '2', due_date: '2026-03-20', notes: '  Bottle in the first 3 seconds. ' },
    { id: '', type: 'tiktok_video', quantity: '1', due_date: '2026-03-25', notes: '' },
  ],
  price: '1,250.50',
  usage_rights: { kind: 'paid_ads', duration_days: '90' },
  message: 'Loved your smoothie series.',
};

describe('the offer form', () => {
  it('gives the API’s terms, the price in integer cents', () => {
    expect(offerFormSchema.parse(filled)).toEqual({
      deliverables: [
        { type: 'instagram_reel', quantity: 2, due_date: '2026-03-20', notes: 'Bottle in the first 3 seconds.' },
        { type: 'tiktok_video', quantity: 1, due_date: '2026-03-25', notes: null },
      ],
      price_cents: 125_050,
      currency: 'USD',
      revisions_included: 2,
      review_days: 3,
      usage_rights: { kind: 'paid_ads', duration_days: 90 },
      message: 'Loved your smoothie series.',
    });
  });

  it('names each field typed wrong, in the API’s words, at its row', () => {
    const wrong: DealTermsFormValues = {
      ...filled,
      deliverables: [{ id: '', type: '', quantity: '0', due_date: '', notes: '' }],
      price: '12.345',
      revisions_included: 'two',
      review_days: '15',
      usage_rights: { kind: 'organic', duration_days: '' },
    };
    expect(problems(offerFormSchema, wrong)).toEqual({
      'deliverables.0.type': 'Choose one of the listed deliverable types.',
      'deliverables.0.quantity': 'Quantity must be a whole number from 1 to 50.',
      'deliverables.0.due_date': DEAL_FORM_MESSAGES.dueDateRequired,
      price: 'Enter the price in dollars, like 450 or 450.50.',
      revisions_included: m.revisionsRange,
      review_days: m.reviewDaysRange,
      'usage_rights.duration_days': 'Choose how long the rights last (or perpetual).',
    });
    expect(problems(offerFormSchema, { ...filled, price: '0.50' })).toEqual({ price: 'The price must be from $1 to $100,000.' });
    expect(problems(offerFormSchema, { ...filled, deliverables: [] })).toEqual({ deliverables: m.deliverablesRequired });
  });

  it('starts from a package: its deliverables due after its delivery days, its price and rights', () => {
    const pkg: PackageView = {
      id: 'p1',
      title: 'Reel',
      description: null,
      deliverables: [{ type: 'instagram_reel', quantity: 1 }],
      price_cents: 45_000,
      currency: 'USD',
      delivery_days: 10,
      revisions_included: 3,
      usage_rights: { kind: 'organic', duration_days: null },
    };
    const values = offerFormFromPackage(pkg, today);
    expect(values.deliverables).toEqual([{ id: '', type: 'instagram_reel', quantity: '1', due_date: '2026-03-11', notes: '' }]);
    expect(values).toMatchObject({
      price: '450',
      revisions_included: '3',
      review_days: '3',
      usage_rights: { kind: 'organic', duration_days: 'perpetual' },
    });
    expect(addDaysToDate('2026-02-27', 3)).toBe('2026-03-02');
  });

  it('places the API’s price message on the price field', () => {
    expect(dealFormFields({ price_cents: 'x', 'deliverables.1.due_date': 'y' })).toEqual({
      price: 'x',
      'deliverables.1.due_date': 'y',
    });
  });
});

describe('the counter-offer form', () => {
  const current: DealTermsView = {
    version: 1,
    proposed_by: 'brand',
    currency: 'USD',
    message: '',
    created_at: '2026-03-01T10:00:00Z',
    deliverables: [{ id: 'd1', type: 'instagram_reel', quantity: 1, due_date: '2026-03-20', notes: null }],
    price_cents: 50_000,
    revisions_included: 2,
    review_days: 3,
    usage_rights: { kind: 'none', duration_days: null },
  };

  it('requires a message and sends only what changed', () => {
    const values = counterFormFromTerms(current);
    expect(problems(counterFormSchema, values)).toEqual({ message: m.counterMessageRequired });
    const same = counterFormSchema.parse({ ...values, message: 'Just checking' });
    expect(counterChanges(current, same)).toEqual({});
    const higher = counterFormSchema.parse({ ...values, price: '650', message: 'Two weeks of filming' });
    expect(counterChanges(current, higher)).toEqual({ price_cents: 65_000 });
  });

  it('keeps each deliverable’s id, so a moved date is the same deliverable', () => {
    const values = counterFormFromTerms(current);
    const moved = counterFormSchema.parse({
      ...values,
      deliverables: [
        { ...values.deliverables[0]!, due_date: '2026-03-27' },
        { id: '', type: 'instagram_story', quantity: '3', due_date: '2026-03-27', notes: '' },
      ],
      message: 'Later, and stories',
    });
    expect(counterChanges(current, moved)).toEqual({
      deliverables: [
        { id: 'd1', type: 'instagram_reel', quantity: 1, due_date: '2026-03-27', notes: null },
        { id: undefined, type: 'instagram_story', quantity: 3, due_date: '2026-03-27', notes: null },
      ],
    });
  });
});
