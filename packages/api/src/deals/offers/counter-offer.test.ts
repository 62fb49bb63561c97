import { DEAL_MESSAGES, counterInputSchema, type CounterInput } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../../testing';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, counterLatest, makeOffer, type Cast } from '../deal-test-fixtures';
import { loadDeal } from '../view/load-deals';
import { daysAfter } from './offer-terms';
import { takeStep } from './take-step';

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

/** A counter-offer on the version named, or on the terms the deal shows now. */
const counter = (user: User, input: Omit<CounterInput, 'version'> & { version?: number }, key?: string) =>
  counterLatest(deps, user, input, key);

describe('counter-offers', () => {
  it('makes a new version, flips whose answer is awaited, restarts the expiry and says what changed', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    deps.clock.advance(5 * HOUR);
    const offered = await loadDeal(deps, cast.creator, deal.id);
    const reel = offered.terms.deliverables[0]!;

    await counter(cast.creator, { id: deal.id, price_cents: 60_000, message: 'My rate for a Reel is $600.' });
    let view = await loadDeal(deps, cast.brand, deal.id);
    expect(view).toMatchObject({
      status: 'offered',
      awaiting: 'brand',
      expires_at: new Date(deps.now().getTime() + 72 * HOUR).toISOString(),
    });
    expect(view.terms).toMatchObject({
      version: 2,
      proposed_by: 'creator',
      price_cents: 60_000,
      fee_cents: 6_000,
      total_cents: 66_000,
      message: 'My rate for a Reel is $600.',
    });
    expect(view.versions.map((v) => [v.version, v.changed])).toEqual([
      [1, []],
      [2, ['price_cents']],
    ]);

    // The brand counters back: moves the Reel's date, adds stories, gives paid ads for 30 days.
    await counter(cast.brand, {
      id: deal.id,
      deliverables: [
        { id: reel.id, type: 'instagram_reel', quantity: 1, due_date: daysAfter(deps.now(), 20), notes: reel.notes },
        { type: 'instagram_story', quantity: 3, due_date: daysAfter(deps.now(), 21) },
      ],
      usage_rights: { kind: 'paid_ads', duration_days: 30 },
      message: 'Meet in the middle with stories?',
    });
    view = await loadDeal(deps, cast.creator, deal.id);
    expect(view.awaiting).toBe('creator');
    expect(view.versions.at(-1)!.changed).toEqual(['deliverables', 'due_dates', 'usage_rights']);
    // The Reel keeps its id; the stories got a new one.
    expect(view.terms.deliverables.map((d) => d.id)).toEqual([reel.id, expect.not.stringMatching(reel.id)]);

    // Only a date moved: `due_dates` alone.
    await counter(cast.creator, {
      id: deal.id,
      deliverables: view.terms.deliverables.map((d, i) => ({ ...d, due_date: i === 0 ? daysAfter(deps.now(), 25) : d.due_date })),
      message: 'A little more time for the Reel.',
    });
    view = await loadDeal(deps, cast.creator, deal.id);
    expect(view.versions.map((v) => v.changed)).toEqual([
      [],
      ['price_cents'],
      ['deliverables', 'due_dates', 'usage_rights'],
      ['due_dates'],
    ]);
    expect(view.versions.map((v) => v.proposed_by)).toEqual(['brand', 'creator', 'brand', 'creator']);
    // The creator never sees the fee, in any version.
    expect(JSON.stringify(view)).not.toMatch(/fee_cents|total_cents/);
    expect(view.events.map((e) => [e.actor, e.action, e.version])).toEqual([
      ['brand', 'offer', 1],
      ['creator', 'counter', 2],
      ['brand', 'counter', 3],
      ['creator', 'counter', 4],
    ]);

    const notes = await deps.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title'])
      .where('link', '=', `/deals/${deal.id}`)
      .orderBy('created_at')
      .execute();
    expect(notes.filter((n) => n.kind === 'offer_countered').map((n) => [n.user_id, n.title])).toEqual([
      [cast.brand.id, 'Maya Lopez sent a counter-offer'],
      [cast.creator.id, 'Acme Labs sent a counter-offer'],
      [cast.brand.id, 'Maya Lopez sent a counter-offer'],
    ]);
  });

  it('is for the side the offer awaits, and then it is the other side’s turn', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    await expect(counter(cast.brand, { id: deal.id, price_cents: 40_000, message: 'Lower' })).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.wrongParty.counter,
    });
    await expect(counter(cast.otherCreator, { id: deal.id, price_cents: 40_000, message: 'Mine' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(counter(cast.admin, { id: deal.id, price_cents: 40_000, message: 'Admin' })).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.adminsReadOnly,
    });
    await counter(cast.creator, { id: deal.id, price_cents: 50_000, message: 'Higher' });
    // The creator's own terms now await the brand: the creator may withdraw them but not answer them.
    await expect(acceptLatest(deps, cast.creator, deal.id)).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.wrongParty.accept,
    });
    await expect(takeStep(deps, cast.brand, deal.id, 'withdraw')).rejects.toMatchObject({
      status: 403,
      message: DEAL_MESSAGES.wrongParty.withdraw,
    });
    const accepted = await acceptLatest(deps, cast.brand, deal.id);
    expect(accepted).toMatchObject({ status: 'awaiting_funding', awaiting: null });
    const view = await loadDeal(deps, cast.creator, deal.id);
    // Agreed on the creator's terms: the price they receive.
    expect(view.terms).toMatchObject({ version: 2, price_cents: 50_000 });
    expect(view.funding_due_at).toBe(new Date(deps.now().getTime() + 72 * HOUR).toISOString());
    await expect(counter(cast.creator, { id: deal.id, price_cents: 70_000, message: 'Too late?' })).rejects.toMatchObject({
      status: 409,
      code: 'state_changed',
      extra: { body: { status: 'awaiting_funding' } },
    });
  });

  it('refuses a counter-offer that changes nothing, an unknown deliverable, or a moved date in the past, changing nothing', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    const { terms } = await loadDeal(deps, cast.creator, deal.id);
    const reel = terms.deliverables[0]!;
    await expect(counter(cast.creator, { id: deal.id, price_cents: terms.price_cents, message: 'Same' })).rejects.toMatchObject({
      status: 400,
      message: DEAL_MESSAGES.counterUnchanged,
    });
    await expect(
      counter(cast.creator, {
        id: deal.id,
        deliverables: [{ ...reel, id: '00000000-0000-4000-8000-000000000000' }],
        message: 'Which?',
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: DEAL_MESSAGES.unknownDeliverable,
      extra: { fields: { 'deliverables.0.id': DEAL_MESSAGES.unknownDeliverable } },
    });
    await expect(counter(cast.creator, { id: deal.id, deliverables: [reel, reel], message: 'Twice' })).rejects.toMatchObject({
      status: 400,
      message: DEAL_MESSAGES.duplicateDeliverableId,
    });
    await expect(
      counter(cast.creator, {
        id: deal.id,
        deliverables: [{ ...reel, due_date: daysAfter(deps.now(), -2) }],
        message: 'Earlier',
      }),
    ).rejects.toMatchObject({ status: 400, message: DEAL_MESSAGES.dueDatePast });
    expect(
      counterInputSchema.safeParse({ id: deal.id, version: 1, price_cents: 50_000, message: '  ' }).error?.issues[0]?.message,
    ).toBe(DEAL_MESSAGES.counterMessageRequired);
    // Nothing of the refused attempts stayed.
    const view = await loadDeal(deps, cast.creator, deal.id);
    expect(view).toMatchObject({ awaiting: 'creator', terms: { version: 1 } });
    expect(view.versions).toHaveLength(1);
    expect(view.events).toHaveLength(1);

    // A date agreed earlier that has come close is kept as it is when other terms change.
    deps.clock.advance(15 * 24 * HOUR);
    const late = await makeOffer(deps, cast.brand, cast.creator.id, {
      deliverables: [{ type: 'tiktok_video', quantity: 1, due_date: daysAfter(deps.now(), 1) }],
    });
    deps.clock.advance(48 * HOUR);
    await counter(cast.creator, { id: late.id, price_cents: 47_000, message: 'A bit more' });
    expect((await loadDeal(deps, cast.brand, late.id)).terms.price_cents).toBe(47_000);
  });

  it('answers only the version it names: terms countered since are refused (409) and nothing is added', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    await counter(cast.creator, { id: deal.id, version: 1, price_cents: 52_000, message: 'My rate is $520.' });
    await counter(cast.brand, { id: deal.id, version: 2, price_cents: 48_000, message: 'Our budget is $480.' });
    // The creator's tab still shows the $520 of version 2: its counter-offer must not answer the $480 unseen.
    await expect(
      counter(cast.creator, { id: deal.id, version: 2, review_days: 7, message: 'A week to review?' }),
    ).rejects.toMatchObject({ status: 409, code: 'state_changed', message: DEAL_MESSAGES.termsChanged });
    const view = await loadDeal(deps, cast.creator, deal.id);
    expect(view).toMatchObject({ awaiting: 'creator', terms: { version: 3, price_cents: 48_000, review_days: 3 } });
    expect(view.versions).toHaveLength(3);
    expect(view.events.map((e) => e.action)).toEqual(['offer', 'counter', 'counter']);
  });

  it('answers a retried counter-offer as the first, without a second version', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id);
    // A retry sends the same request again, the version it answered included.
    const input = { id: deal.id, version: 1, price_cents: 52_000, message: 'Retry me' };
    await counter(cast.creator, input, 'counter-key');
    await counter(cast.creator, input, 'counter-key');
    // Without a key: the same request again is the same step.
    await counter(cast.creator, input);
    expect((await loadDeal(deps, cast.brand, deal.id)).versions).toHaveLength(2);
    // The same key for other terms is refused.
    await expect(counter(cast.creator, { ...input, price_cents: 53_000 }, 'counter-key')).rejects.toMatchObject({
      status: 409,
      message: DEAL_MESSAGES.idempotencyKeyReused,
    });
  });

  it('computes the fee again for each version from the price, half a cent up', async () => {
    const deal = await makeOffer(deps, cast.brand, cast.creator.id, { price_cents: 1_005 });
    await counter(cast.creator, { id: deal.id, price_cents: 1_015, message: 'Ten more cents' });
    const { versions } = await loadDeal(deps, cast.brand, deal.id);
    expect(versions.map((v) => [v.price_cents, v.fee_cents, v.total_cents])).toEqual([
      [1_005, 101, 1_106],
      [1_015, 102, 1_117],
    ]);
  });
});
