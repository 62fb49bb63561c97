import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { ADMIN_EMAIL, acceptLatest, castOfDeals, makeOffer, type Cast } from '../deals/deal-test-fixtures';
import { fundDeal } from '../deals/funding/fund-deal';
import { takeStep } from '../deals/offers/take-step';
import { approveWork } from '../deals/work/approve-work';
import { submitLink } from '../deals/work/submit-link';
import { closeCampaign } from './close-campaign';

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ settings: { adminEmails: [ADMIN_EMAIL] } });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

const openCampaign = async () =>
  (
    await deps.db
      .insertInto('campaigns')
      .values({ brand_id: cast.brand.id, title: 'Autumn launch', status: 'open', created_at: deps.now(), updated_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const statusOf = async (id: string) =>
  (await deps.db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('a campaign completes', () => {
  it('when it is closed and its last deal ends: a declined offer, then an approved deal', async () => {
    const campaign = await openCampaign();
    const declined = await makeOffer(deps, cast.brand, cast.creator.id, { campaign_id: campaign });
    const paid = await makeOffer(deps, cast.brand, cast.otherCreator.id, { campaign_id: campaign });
    await closeCampaign(deps, cast.brand.id, campaign);
    expect(await statusOf(campaign)).toBe('closed');

    await takeStep(deps, cast.creator, declined.id, 'decline');
    expect(await statusOf(campaign)).toBe('closed');
    await acceptLatest(deps, cast.otherCreator, paid.id);
    await fundDeal(deps, cast.brand, paid.id, {});
    const reel = (
      await deps.db.selectFrom('deal_deliverables').select('id').where('deal_id', '=', paid.id).executeTakeFirstOrThrow()
    ).id;
    await submitLink(deps, cast.otherCreator, paid.id, reel, { url: 'https://drive.example.com/reel', note: '' });
    expect(await statusOf(campaign)).toBe('closed');
    await approveWork(deps, cast.brand, paid.id);
    expect(await statusOf(campaign)).toBe('completed');
  });

  it('when it closes with every deal already final; one that made no deal stays closed', async () => {
    const campaign = await openCampaign();
    const offer = await makeOffer(deps, cast.brand, cast.creator.id, { campaign_id: campaign });
    await takeStep(deps, cast.brand, offer.id, 'withdraw');
    expect(await statusOf(campaign)).toBe('open');
    await closeCampaign(deps, cast.brand.id, campaign);
    expect(await statusOf(campaign)).toBe('completed');

    const empty = await openCampaign();
    await closeCampaign(deps, cast.brand.id, empty);
    expect(await statusOf(empty)).toBe('closed');
  });
});
