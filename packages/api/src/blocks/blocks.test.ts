import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES, creatorSearchInputSchema } from '@sponsorly/shared';
import { sendMessage } from '../conversations/send-message';
import { startConversation } from '../conversations/start-conversation';
import { acceptLatest, castOfDeals, makeOffer, type Cast } from '../deals/deal-test-fixtures';
import { searchCreators } from '../search/search-creators';
import { suggestCreators } from '../search/suggest-creators';
import { createTestDeps, type TestDeps } from '../testing';
import { blockUser } from './block-user';
import { isBlockedBetween } from './block-between';
import { unblockUser } from './unblock-user';

let deps: TestDeps;
let cast: Cast;
beforeAll(async () => {
  deps = await createTestDeps({ rateLimitFactor: 50 });
  cast = await castOfDeals(deps);
});
afterAll(() => deps.close());

const blocked = { status: 403, code: 'blocked', message: BLOCK_MESSAGES.blocked };
const found = async (viewerId: string) =>
  (await searchCreators(deps, viewerId, { ...creatorSearchInputSchema.parse({}), facets: false })).items.map((c) => c.id);

describe.each([
  { direction: 'the creator blocked the brand', blocker: () => cast.creator, other: () => cast.brand },
  { direction: 'the brand blocked the creator', blocker: () => cast.brand, other: () => cast.creator },
])('once $direction (services)', ({ blocker, other }) => {
  it('refuses messages, first messages and offers either way with the same words, hides the creator from the brand alone, and lifts with an unblock', async () => {
    const { brand, creator, otherBrand } = cast;
    const { conversation_id } = await startConversation(deps, brand.id, creator.id, 'Hello');
    const offer = await makeOffer(deps, brand, creator.id);
    const suggestedIds = async () => (await suggestCreators(deps, brand.id, 'Maya')).items.map((s) => s.creator_id);
    expect(await suggestedIds()).toContain(creator.id);

    await blockUser(deps, blocker(), other().id);
    await blockUser(deps, blocker(), other().id);
    expect(await isBlockedBetween(deps.db, creator.id, brand.id)).toBe(true);
    expect(await isBlockedBetween(deps.db, brand.id, creator.id)).toBe(true);

    await expect(sendMessage(deps, creator.id, conversation_id, 'Hi')).rejects.toMatchObject(blocked);
    await expect(sendMessage(deps, brand.id, conversation_id, 'Hi')).rejects.toMatchObject(blocked);
    await expect(startConversation(deps, brand.id, creator.id, 'Again')).rejects.toMatchObject(blocked);
    await expect(makeOffer(deps, brand, creator.id)).rejects.toMatchObject(blocked);
    await expect(acceptLatest(deps, creator, offer.id)).rejects.toMatchObject(blocked);

    expect(await found(brand.id)).not.toContain(creator.id);
    expect(await found(otherBrand.id)).toContain(creator.id);
    expect(await suggestedIds()).not.toContain(creator.id);

    // The other side cannot lift it; the side that blocked can.
    await expect(unblockUser(deps, other().id, blocker().id)).rejects.toMatchObject({ status: 404 });
    await unblockUser(deps, blocker().id, other().id);
    expect(await isBlockedBetween(deps.db, creator.id, brand.id)).toBe(false);
    expect((await sendMessage(deps, creator.id, conversation_id, 'Back')).body).toBe('Back');
    expect(await found(brand.id)).toContain(creator.id);
  });
});

it('keeps one block however many times it is asked, even at once', async () => {
  await Promise.all([1, 2, 3].map(() => blockUser(deps, cast.otherCreator, cast.otherBrand.id)));
  const rows = await deps.db.selectFrom('blocks').selectAll().where('blocker_id', '=', cast.otherCreator.id).execute();
  expect(rows).toHaveLength(1);
  await expect(blockUser(deps, cast.otherCreator, cast.creator.id)).rejects.toMatchObject({ status: 404 });
  await expect(blockUser(deps, cast.otherCreator, cast.otherCreator.id)).rejects.toMatchObject({ status: 404 });
});
