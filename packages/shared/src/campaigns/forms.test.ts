import { describe, expect, it } from 'vitest';
import {
  EMPTY_APPLICATION_FORM,
  EMPTY_CAMPAIGN_FORM,
  applicationFormFields,
  applicationFormSchema,
  campaignFormFields,
  campaignFormProblems,
  campaignFormSchema,
  campaignFormValues,
  localDateTimeText,
  type CampaignFormValues,
} from './forms';
import { CAMPAIGN_FORM_MESSAGES, CAMPAIGN_MESSAGES as m } from '.';
import type { CampaignView } from './views';

const now = new Date('2026-03-01T12:00:00Z');

/** Messages by path, as the form places them. */
function problems(values: CampaignFormValues): Record<string, string> {
  const parsed = campaignFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const complete: CampaignFormValues = {
  ...EMPTY_CAMPAIGN_FORM,
  title: '  Summer smoothie launch ',
  description: 'Show our mango smoothie.',
  platforms: ['instagram', 'tiktok'],
  deliverables: [
    { type: 'instagram_reel', quantity: '1', notes: 'Bottle in the first 3 seconds.' },
    { type: '', quantity: '1', notes: '' },
    { type: 'tiktok_video', quantity: '2', notes: '' },
  ],
  budget_kind: 'range',
  budget_min: '500',
  budget_max: '1,250.50',
  creators_wanted: '3',
  application_deadline: '2026-03-10T17:00',
  content_due_date: '2026-03-24',
  usage_rights: { kind: 'paid_ads', duration_days: '90' },
  target_verticals: ['foodie'],
  target_categories: 'Smoothies,  vegan , Vegan,',
  target_languages: '',
  target_location: ' ',
};

describe('the campaign form', () => {
  it('gives what the API takes: cents, an ISO deadline, lists, blank rows left out', () => {
    const out = campaignFormSchema.parse(complete);
    expect(out).toMatchObject({
      title: 'Summer smoothie launch',
      budget_min_cents: 50_000,
      budget_max_cents: 125_050,
      creators_wanted: 3,
      application_deadline: new Date('2026-03-10T17:00').toISOString(),
      content_due_date: '2026-03-24',
      usage_rights: { kind: 'paid_ads', duration_days: 90 },
      target_categories: ['Smoothies', 'vegan'],
      target_languages: [],
      target_location: null,
      currency: 'USD',
    });
    expect(out.deliverables).toEqual([
      { type: 'instagram_reel', quantity: 1, notes: 'Bottle in the first 3 seconds.' },
      { type: 'tiktok_video', quantity: 2, notes: null },
    ]);
    expect(campaignFormProblems(out, 'range', 'publish', now)).toEqual({});
  });

  it('saves a draft with nothing in it, and publishing names each missing field at its place on the form', () => {
    const out = campaignFormSchema.parse(EMPTY_CAMPAIGN_FORM);
    expect(out.deliverables).toEqual([]);
    expect(out.budget_min_cents).toBeNull();
    expect(campaignFormProblems(out, 'fixed', 'draft', now)).toEqual({});
    expect(campaignFormProblems(out, 'fixed', 'publish', now)).toEqual({
      title: m.titleRequired,
      description: m.descriptionRequired,
      platforms: m.platformsRequired,
      deliverables: m.deliverablesRequired,
      budget_min: m.budgetRequired,
      application_deadline: m.deadlineRequired,
      content_due_date: m.dueDateRequired,
    });
  });

  it('names what is typed wrong, in its row', () => {
    expect(
      problems({
        ...complete,
        deliverables: [
          { type: 'tiktok_video', quantity: 'two', notes: '' },
          { type: '', quantity: '1', notes: 'A story' },
        ],
        budget_min: '12.345',
        budget_max: '0.50',
        creators_wanted: '0',
        application_deadline: 'next week',
        usage_rights: { kind: 'organic', duration_days: '' },
      }),
    ).toMatchObject({
      'deliverables.0.quantity': expect.stringContaining('whole number from 1 to 50'),
      'deliverables.1.type': 'Choose one of the listed deliverable types.',
      budget_min: CAMPAIGN_FORM_MESSAGES.budgetFormat,
      budget_max: m.budgetRange,
      creators_wanted: m.creatorsWantedRange,
      application_deadline: CAMPAIGN_FORM_MESSAGES.deadlineFormat,
      'usage_rights.duration_days': 'Choose how long the rights last (or perpetual).',
    });
  });

  it('checks the budget on every save: a range needs both ends, lowest first', () => {
    const out = campaignFormSchema.parse({ ...complete, budget_min: '900', budget_max: '' });
    expect(campaignFormProblems(out, 'range', 'draft', now)).toEqual({ budget_max: m.budgetBothEnds });
    const reversed = campaignFormSchema.parse({ ...complete, budget_min: '900', budget_max: '100' });
    expect(campaignFormProblems(reversed, 'range', 'draft', now)).toEqual({ budget_min: m.budgetOrder });
    const fixed = campaignFormSchema.parse({ ...complete, budget_kind: 'fixed', budget_min: '450.5', budget_max: '' });
    expect([fixed.budget_min_cents, fixed.budget_max_cents]).toEqual([45_050, 45_050]);
  });

  it("places the server's fields on the form's own", () => {
    expect(campaignFormFields({ budget_max_cents: 'a', 'deliverables.1.type': 'b', title: 'c' }, 'fixed')).toEqual({
      budget_min: 'a',
      'deliverables.1.type': 'b',
      title: 'c',
    });
    expect(campaignFormFields({ budget_max_cents: 'a' }, 'range')).toEqual({ budget_max: 'a' });
  });

  it('shows a saved campaign as typed, and reads it back unchanged', () => {
    const saved = campaignFormSchema.parse(complete);
    const view = {
      ...saved,
      budget_kind: 'range',
      target_location: null,
      deliverables: saved.deliverables,
    } as unknown as CampaignView;
    const values = campaignFormValues(view);
    expect(values.budget_max).toBe('1250.50');
    expect(values.application_deadline).toBe('2026-03-10T17:00');
    expect(values.usage_rights).toEqual({ kind: 'paid_ads', duration_days: '90' });
    expect(campaignFormSchema.parse(values)).toEqual(saved);
    expect(localDateTimeText(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('2026-01-05T09:07');
  });
});

describe('the application form', () => {
  it('takes the price in dollars and the links as rows, blank ones left out', () => {
    expect(
      applicationFormSchema.parse({
        pitch: ' I film at dawn. ',
        price: '1,200',
        links: [{ url: 'https://a.example/x' }, { url: '' }, { url: 'https://a.example/x' }],
      }),
    ).toEqual({ pitch: 'I film at dawn.', proposed_price_cents: 120_000, links: ['https://a.example/x'] });
  });

  it('names each problem at its field', () => {
    const parsed = applicationFormSchema.safeParse({ ...EMPTY_APPLICATION_FORM, links: [{ url: 'ftp://x' }] });
    expect(parsed.success).toBe(false);
    const issues = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ pitch: m.pitchRequired, price: m.priceRequired, 'links.0.url': m.invalidLink });
    expect(applicationFormFields({ proposed_price_cents: 'x', 'links.3': 'y', pitch: 'z' })).toEqual({
      price: 'x',
      'links.3.url': 'y',
      pitch: 'z',
    });
  });
});
