import { REVIEW_MESSAGES } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../../testing';
import { ADMIN_EMAIL, HOUR, acceptLatest, castOfDeals, makeOffer, type Cast } from '../deal-test-fixtures';
import { fundDeal } from '../funding/fund-deal';
import { loadDeal } from '../view/load-deals';
import { approveWork } from '../work/approve-work';
import { submitLink } from '../work/submit-link';
import { loadBrandReliability } from './brand-reliability';
import { reviewDeal } from './review-deal';
import { loadReviewsAbout } from './reviews-about';
import { createTimerWorker } from '../../timers/timer-worker';

const DAY = 24 * 3_600_000;
let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

async function completedDeal(creator: User): Promise<DealRow> {
  const offered = await makeOffer(deps, cast.brand, creator.id);
  await acceptLatest(deps, creator, offered.id);
  await fundDeal(deps, cast.brand, offered.id, {});
  const reel = (
    await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', offered.id).executeTakeFirstOrThrow()
  ).id;
  await submitLink(deps, creator, offered.id, reel, { url: 'https://drive.example.com/reel', note: '' });
  return approveWork(deps, cast.brand, offered.id);
}

describe('reviews', () => {
  it('stay hidden until both are in, then show on the deal and on the creator’s record', async () => {
    const creator = (await createVerifiedAccount(deps, 'creator', { firstName: 'Nina', lastName: 'Roy' })).user;
    const deal = await completedDeal(creator);
    await reviewDeal(deps, cast.brand, deal.id, { rating: 5, text: 'On time, and the reel beat our ads.' });
    expect((await loadDeal(deps, creator, deal.id)).reviews).toMatchObject({
      mine: null,
      theirs: null,
      theirs_hidden: true,
      can_review: true,
    });
    expect(await loadReviewsAbout(deps.db, creator.id, deps.now())).toEqual({ count: 0, average: null, items: [] });
    await expect(reviewDeal(deps, cast.brand, deal.id, { rating: 1, text: 'Changed my mind' })).rejects.toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.alreadyReviewed,
    });

    await reviewDeal(deps, creator, deal.id, { rating: 4, text: 'Clear brief, paid on approval.' });
    expect((await loadDeal(deps, creator, deal.id)).reviews).toMatchObject({
      mine: { rating: 4, author_side: 'creator' },
      theirs: { rating: 5, author_name: 'Acme Labs', text: 'On time, and the reel beat our ads.' },
      theirs_hidden: false,
      can_review: false,
    });
    expect(await loadReviewsAbout(deps.db, creator.id, deps.now())).toMatchObject({
      count: 1,
      average: 5,
      items: [{ author_side: 'brand', author_name: 'Acme Labs', rating: 5 }],
    });
    expect((await loadReviewsAbout(deps.db, cast.brand.id, deps.now())).items).toContainEqual(
      expect.objectContaining({ author_name: 'Nina Roy', rating: 4 }),
    );
  });

  it('close 14 days after completion, when a lone review shows; only a completed deal can be reviewed', async () => {
    const creator = (await createVerifiedAccount(deps, 'creator', { firstName: 'Omar', lastName: 'Said' })).user;
    const deal = await completedDeal(creator);
    await reviewDeal(deps, creator, deal.id, { rating: 2, text: 'Paid late.' });
    expect((await loadReviewsAbout(deps.db, cast.brand.id, deps.now())).items.some((r) => r.author_name === 'Omar Said')).toBe(
      false,
    );
    deps.clock.advance(14 * DAY + 1);
    await expect(reviewDeal(deps, cast.brand, deal.id, { rating: 5, text: 'Great' })).rejects.toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.windowOver,
    });
    expect((await loadReviewsAbout(deps.db, cast.brand.id, deps.now())).items.some((r) => r.author_name === 'Omar Said')).toBe(
      true,
    );
    expect((await loadDeal(deps, cast.brand, deal.id)).reviews).toMatchObject({ can_review: false, theirs: { rating: 2 } });

    const open = await makeOffer(deps, cast.brand, creator.id);
    await expect(reviewDeal(deps, cast.brand, open.id, { rating: 5, text: 'Early' })).rejects.toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.notCompleted,
    });
    await expect(reviewDeal(deps, cast.otherBrand, deal.id, { rating: 5, text: 'Not mine' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('a brand’s reliability record', () => {
  it('counts approval speed, funding within 24 hours, approvals by silence and cancellations from the brand’s deals', async () => {
    const brand = (await createVerifiedAccount(deps, 'brand')).user;
    const creator = (await createVerifiedAccount(deps, 'creator')).user;
    expect(await loadBrandReliability(deps.db, brand.id, deps.now())).toMatchObject({
      completed_deals: 0,
      median_approval_hours: null,
      funded_within_24h_percent: null,
      auto_approved_percent: null,
      canceled_deals: 0,
    });
    const timers = createTimerWorker(deps, () => {});
    // Deal 1: funded at once, approved 10 hours after delivery. Deal 2: funded after 30 hours, approved by silence (72 hours).
    for (const [fundAfter, approveAfter] of [
      [0, 10],
      [30, null],
    ] as const) {
      const offered = await makeOffer(deps, brand, creator.id);
      await acceptLatest(deps, creator, offered.id);
      deps.clock.advance(fundAfter * HOUR);
      await fundDeal(deps, brand, offered.id, {});
      const reel = (
        await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', offered.id).executeTakeFirstOrThrow()
      ).id;
      await submitLink(deps, creator, offered.id, reel, { url: 'https://drive.example.com/reel', note: '' });
      if (approveAfter !== null) {
        deps.clock.advance(approveAfter * HOUR);
        await approveWork(deps, brand, offered.id);
      } else {
        deps.clock.advance(72 * HOUR);
        await timers.runDueTimers();
      }
    }
    expect(await loadBrandReliability(deps.db, brand.id, deps.now())).toMatchObject({
      brand_id: brand.id,
      completed_deals: 2,
      median_approval_hours: 41,
      funded_within_24h_percent: 50,
      auto_approved_percent: 50,
      canceled_deals: 0,
    });
    expect(await loadBrandReliability(deps.db, creator.id, deps.now())).toBeNull();
  });
});
