import { describe, expect, it } from 'vitest';
import { LANDING_COPY } from './landing';
import { LEGAL_DOCUMENTS } from './legal';
import { fillSettingsText, settingsValues, splitSettingsText } from './settings-text';

const values = settingsValues({ platform_fee_percent: 12, clearing_days: 3, contact: { email: 'help@sponsorly.example' } });

describe('words that name a setting', () => {
  it('fills the pricing line from the fee setting', () => {
    expect(fillSettingsText(LANDING_COPY.pricing, values)).toBe('Free for creators. Brands pay 12% per deal.');
  });

  it('cuts a text at its settings, keeping the words around them', () => {
    expect(splitSettingsText('Pay {fee} now, write to {email}.')).toEqual([
      'Pay ',
      { token: 'fee' },
      ' now, write to ',
      { token: 'email' },
      '.',
    ]);
    expect(splitSettingsText('{fee}')).toEqual([{ token: 'fee' }]);
  });

  it('says how long money clears in words', () => {
    const clearing = (days: number) =>
      settingsValues({ platform_fee_percent: 10, clearing_days: days, contact: { email: 'a@b.c' } }).clearing_wait;
    expect([clearing(0), clearing(1), clearing(3)]).toEqual(['at once', 'after 1 day', 'after 3 days']);
  });

  it('leaves no unknown braces in the legal pages or the landing', () => {
    const texts = [
      ...LEGAL_DOCUMENTS.flatMap((doc) => [doc.intro, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])])]),
      ...LANDING_COPY.pricingPlans.map((plan) => plan.price),
    ];
    for (const text of texts) expect(fillSettingsText(text, values), text).not.toMatch(/[{}]/);
  });
});
