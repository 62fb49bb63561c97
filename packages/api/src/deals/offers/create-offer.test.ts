import { DEAL_MESSAGES, offerInputSchema } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../../testing';
import { createPackage } from '../../rate-card/create-package';
import { createOffer } from './create-offer';
import { ADMIN_EMAIL, HOUR, castOfDeals, makeOffer, offerInput, type Cast } from '../deal-test-fixtures';
import { loadDeal } from '../view/load-deals';
import { daysAfter } from './offer-terms';

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

const parse = (input: unknown) => offerInputSchema.parse(input);

async function campaignOf(brandId: string, status = 'open') {
  return deps.db
    .insertInto('campaigns')
    .values({ brand_id: brandId, title: 'Summer launch', status, created_at: deps.now(), updated_at: deps.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('making an offer', () => {
  it('makes the deal, its first version with the fee, the event, the conversation and the creator’s notification, in one go', async () => {
    const nudges = deps.outboxNudges;
    const deal = await makeOffer(deps, cast.brand, cast.creator.id, {}, 'offer-key-1');
    expect(deal).toMatchObject({
      status: 'offered',
      awaiting: 'creator',
      current_version: 1,
      currency: 'USD',
      brand_id: cast.brand.id,
      creator_id: cast.creator.id,
    });
    expect(deal.expires_at!.getTime()).toBe(deps.now().getTime() + 72 * HOUR);

    const [version] = await deps.db.selectFrom('deal_versions').selectAll().where('deal_id', '=', deal.id).execute();
    expect(version).toMatchObject({
      version: 1,
      proposed_by: 'brand',
      proposer_id: cast.brand.id,
      revisions_included: 2,
      review_days: 3,
      message: 'We love your reels.',
    });
    expect(Number(version!.price_cents)).toBe(45_000);
    expect(Number(version!.fee_cents)).toBe(4_500);
    expect(version!.deliverables).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'instagram_reel',
        quantity: 1,
        due_date: daysAfter(deps.now(), 14),
        notes: 'Show the unboxing.',
      },
    ]);

    const events = await deps.db.selectFrom('deal_events').selectAll().where('deal_id', '=', deal.id).execute();
    expect(events).toEqual([
      expect.objectContaining({
        actor_role: 'brand',
        action: 'offer',
        from_status: null,
        to_status: 'offered',
        idempotency_key: 'offer-key-1',
      }),
    ]);
    expect(
      await deps.db
        .selectFrom('conversations')
        .select('id')
        .where('brand_id', '=', cast.brand.id)
        .where('creator_id', '=', cast.creator.id)
        .execute(),
    ).toHaveLength(1);
    const notes = await deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', cast.creator.id)
      .where('link', '=', `/deals/${deal.id}`)
      .execute();
    expect(notes).toEqual([expect.objectContaining({ kind: 'offer_received', title: 'Acme Labs sent you an offer' })]);
    const pageEvents = await deps.db
      .selectFrom('user_events')
      .select(['user_id', 'type', 'payload'])
      .where('type', '=', 'deal_changed')
      .execute();
    expect(
      pageEvents
        .filter((e) => e.payload.deal_id === deal.id)
        .map((e) => e.user_id)
        .sort(),
    ).toEqual([cast.brand.id, cast.creator.id].sort());
    expect(deps.outboxNudges).toBe(nudges + 1);

    await deps.deliverEmail();
    expect(
      deps.mail
        .to((await deps.db.selectFrom('users').select('email').where('id', '=', cast.creator.id).executeTakeFirstOrThrow()).email)
        .at(-1),
    ).toMatchObject({
      subject: 'Acme Labs sent you an offer',
      text: expect.stringContaining(`/deals/${deal.id}`),
    });
  });

  it('answers a retry with the same Idempotency-Key with the same deal, and refuses the key for another offer', async () => {
    const first = await makeOffer(deps, cast.brand, cast.creator.id, {}, 'offer-key-2');
    const again = await makeOffer(deps, cast.brand, cast.creator.id, {}, 'offer-key-2');
    expect(again.id).toBe(first.id);
    expect(
      await deps.db.selectFrom('deal_events').select('id').where('idempotency_key', '=', 'offer-key-2').execute(),
    ).toHaveLength(1);
    await expect(makeOffer(deps, cast.brand, cast.creator.id, { price_cents: 50_000 }, 'offer-key-2')).rejects.toMatchObject({
      status: 409,
      message: DEAL_MESSAGES.idempotencyKeyReused,
    });
    // Two at once with one key make one deal.
    const [a, b] = await Promise.all([
      makeOffer(deps, cast.brand, cast.creator.id, {}, 'offer-key-3'),
      makeOffer(deps, cast.brand, cast.creator.id, {}, 'offer-key-3'),
    ]);
    expect(a.id).toBe(b.id);
    // Another brand's key is its own.
    const other = await makeOffer(deps, cast.otherBrand, cast.creator.id, {}, 'offer-key-2');
    expect(other.id).not.toBe(first.id);
  });

  it('copies what a package holds when the offer leaves it out, and keeps what the brand sent', async () => {
    const pkg = await createPackage(deps, cast.creator, {
      title: 'Reel + stories',
      description: null,
      deliverables: [
        { type: 'instagram_reel', quantity: 1 },
        { type: 'instagram_story', quantity: 3 },
      ],
      price_cents: 60_005,
      currency: 'USD',
      delivery_days: 10,
      revisions_included: 1,
      usage_rights: { kind: 'paid_ads', duration_days: 30 },
    });
    const id = await createOffer(deps, cast.brand, parse({ creator_id: cast.creator.id, package_id: pkg.id }));
    const view = await loadDeal(deps, cast.brand, id);
    expect(view.package_id).toBe(pkg.id);
    expect(view.terms).toMatchObject({
      price_cents: 60_005,
      fee_cents: 6_001,
      total_cents: 66_006,
      revisions_included: 1,
      review_days: 3,
      usage_rights: { kind: 'paid_ads', duration_days: 30 },
    });
    expect(view.terms.deliverables.map((d) => [d.type, d.quantity, d.due_date])).toEqual([
      ['instagram_reel', 1, daysAfter(deps.now(), 10)],
      ['instagram_story', 3, daysAfter(deps.now(), 10)],
    ]);
    const mixed = await createOffer(
      deps,
      cast.brand,
      parse({ creator_id: cast.creator.id, package_id: pkg.id, price_cents: 55_000, revisions_included: 3, review_days: 7 }),
    );
    expect((await loadDeal(deps, cast.brand, mixed)).terms).toMatchObject({
      price_cents: 55_000,
      revisions_included: 3,
      review_days: 7,
      usage_rights: { kind: 'paid_ads' },
    });
    // Another creator's package is not this creator's.
    await expect(
      createOffer(deps, cast.brand, parse({ creator_id: cast.otherCreator.id, package_id: pkg.id })),
    ).rejects.toMatchObject({ status: 404, message: DEAL_MESSAGES.packageNotFound });
  });

  it('answers the application or invitation it comes from, and refuses one that is not open', async () => {
    const campaign = await campaignOf(cast.brand.id);
    const application = await deps.db
      .insertInto('applications')
      .values({
        campaign_id: campaign.id,
        creator_id: cast.creator.id,
        pitch: 'Pick me',
        created_at: deps.now(),
        updated_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invitation = await deps.db
      .insertInto('campaign_invitations')
      .values({ campaign_id: campaign.id, creator_id: cast.creator.id, status: 'applied' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deal = await makeOffer(deps, cast.brand, cast.creator.id, { application_id: application.id });
    expect(deal).toMatchObject({ campaign_id: campaign.id, application_id: application.id });
    expect(await deps.db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirst()).toEqual(
      { status: 'offered' },
    );
    expect(
      await deps.db.selectFrom('campaign_invitations').select('status').where('id', '=', invitation.id).executeTakeFirst(),
    ).toEqual({ status: 'offered' });
    await expect(makeOffer(deps, cast.brand, cast.creator.id, { application_id: application.id })).rejects.toMatchObject({
      status: 409,
      message: DEAL_MESSAGES.applicationNotOpen,
    });
    await expect(makeOffer(deps, cast.brand, cast.creator.id, { invitation_id: invitation.id })).rejects.toMatchObject({
      status: 409,
      message: DEAL_MESSAGES.invitationNotOpen,
    });

    const invitedOnly = await campaignOf(cast.brand.id);
    const pending = await deps.db
      .insertInto('campaign_invitations')
      .values({ campaign_id: invitedOnly.id, creator_id: cast.otherCreator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fromInvitation = await makeOffer(deps, cast.brand, cast.otherCreator.id, { invitation_id: pending.id });
    expect(fromInvitation).toMatchObject({ campaign_id: invitedOnly.id, application_id: null });
    expect(
      await deps.db.selectFrom('campaign_invitations').select('status').where('id', '=', pending.id).executeTakeFirst(),
    ).toEqual({ status: 'offered' });
  });

  it('keeps another brand’s campaign, application and invitation to itself, and checks they agree', async () => {
    const theirs = await campaignOf(cast.otherBrand.id);
    const mine = await campaignOf(cast.brand.id);
    const draft = await campaignOf(cast.brand.id, 'draft');
    const theirApplication = await deps.db
      .insertInto('applications')
      .values({ campaign_id: theirs.id, creator_id: cast.creator.id, pitch: 'Hi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherCreatorsApplication = await deps.db
      .insertInto('applications')
      .values({ campaign_id: mine.id, creator_id: cast.otherCreator.id, pitch: 'Hi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: [Record<string, string>, number, string][] = [
      [{ campaign_id: theirs.id }, 404, DEAL_MESSAGES.campaignNotFound],
      [{ campaign_id: 'not-a-uuid' }, 404, DEAL_MESSAGES.campaignNotFound],
      [{ campaign_id: draft.id }, 400, DEAL_MESSAGES.campaignNotOpen],
      [{ application_id: theirApplication.id }, 404, DEAL_MESSAGES.applicationNotFound],
      [{ application_id: otherCreatorsApplication.id }, 400, DEAL_MESSAGES.applicationOtherCreator],
      [{ invitation_id: '00000000-0000-4000-8000-000000000000' }, 404, DEAL_MESSAGES.invitationNotFound],
    ];
    for (const [origin, status, message] of cases) {
      await expect(makeOffer(deps, cast.brand, cast.creator.id, origin), JSON.stringify(origin)).rejects.toMatchObject({
        status,
        message,
      });
    }
  });

  it('goes only to a creator in search whom the brand has not hidden', async () => {
    const unverified = await deps.db
      .insertInto('users')
      .values({
        email: 'pending-creator@example.com',
        password_hash: 'x',
        user_type: 'creator',
        first_name: 'Nuno',
        last_name: 'Pending',
        username: null,
        email_verified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const leftSearch = (await createVerifiedAccount(deps, 'creator')).user;
    await deps.db.updateTable('creator_profiles').set({ searchable: false }).where('user_id', '=', leftSearch.id).execute();
    const hidden = (await createVerifiedAccount(deps, 'creator')).user;
    await deps.db
      .insertInto('hidden_creators')
      .values({ brand_id: cast.brand.id, creator_id: hidden.id, hidden_at: deps.now() })
      .execute();

    const refusals: [string, number, string][] = [
      [cast.brand.id, 400, DEAL_MESSAGES.offerToSelf],
      [cast.otherBrand.id, 404, DEAL_MESSAGES.creatorNotFound],
      [unverified.id, 404, DEAL_MESSAGES.creatorNotFound],
      [leftSearch.id, 404, DEAL_MESSAGES.creatorNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, DEAL_MESSAGES.creatorNotFound],
      ['nope', 404, DEAL_MESSAGES.creatorNotFound],
      [hidden.id, 400, DEAL_MESSAGES.creatorHidden],
    ];
    for (const [creatorId, status, message] of refusals) {
      await expect(makeOffer(deps, cast.brand, creatorId), creatorId).rejects.toMatchObject({ status, message });
    }
    // Another brand has not hidden them.
    expect((await makeOffer(deps, cast.otherBrand, hidden.id)).status).toBe('offered');
    expect(
      await deps.db.selectFrom('deals').select('id').where('creator_id', 'in', [unverified.id, leftSearch.id]).execute(),
    ).toEqual([]);
  });

  it('checks the terms on the server: whole cents in bounds, USD, due dates from today to a year ahead', () => {
    const problems = (overrides: Record<string, unknown>) =>
      offerInputSchema.safeParse({ ...offerInput(deps, cast.creator.id), ...overrides }).error?.issues[0]?.message;
    expect(problems({ price_cents: 99 })).toBe(DEAL_MESSAGES.priceRange);
    expect(problems({ price_cents: 10_000_001 })).toBe(DEAL_MESSAGES.priceRange);
    expect(problems({ price_cents: 450.5 })).toBe(DEAL_MESSAGES.priceRange);
    expect(problems({ price_cents: '45000' })).toBe(DEAL_MESSAGES.priceRange);
    expect(problems({ price_cents: -100 })).toBe(DEAL_MESSAGES.priceRange);
    expect(problems({ currency: 'EUR' })).toBe('Only USD is accepted for now.');
    expect(problems({ review_days: 2 })).toBe(DEAL_MESSAGES.reviewDaysRange);
    expect(problems({ review_days: 15 })).toBe(DEAL_MESSAGES.reviewDaysRange);
    expect(problems({ revisions_included: 11 })).toBe(DEAL_MESSAGES.revisionsRange);
    expect(problems({ deliverables: [] })).toBe(DEAL_MESSAGES.deliverablesRequired);
    expect(problems({ deliverables: [{ type: 'instagram_reel', quantity: 1, due_date: '2026-02-30' }] })).toBe(
      DEAL_MESSAGES.dueDateFormat,
    );
    expect(problems({ price_cents: undefined })).toBe(DEAL_MESSAGES.priceRequired);
    expect(problems({ usage_rights: undefined })).toBe(DEAL_MESSAGES.usageRightsRequired);
    expect(problems({ message: 'x'.repeat(2001) })).toBe(DEAL_MESSAGES.messageTooLong);
  });

  it('refuses a due date in the past or more than a year ahead, naming the deliverable', async () => {
    const due = (days: number) => [{ type: 'instagram_reel' as const, quantity: 1, due_date: daysAfter(deps.now(), days) }];
    await expect(makeOffer(deps, cast.brand, cast.creator.id, { deliverables: due(-1) })).rejects.toMatchObject({
      status: 400,
      message: DEAL_MESSAGES.dueDatePast,
      extra: { fields: { 'deliverables.0.due_date': DEAL_MESSAGES.dueDatePast } },
    });
    await expect(makeOffer(deps, cast.brand, cast.creator.id, { deliverables: due(366) })).rejects.toMatchObject({
      status: 400,
      message: DEAL_MESSAGES.dueDateTooFar,
    });
    expect((await makeOffer(deps, cast.brand, cast.creator.id, { deliverables: due(0) })).status).toBe('offered');
    expect((await makeOffer(deps, cast.brand, cast.creator.id, { deliverables: due(365) })).status).toBe('offered');
  });
});
