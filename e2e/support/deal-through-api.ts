import { expect } from 'vitest';
import type { JourneyAccount } from './accounts';
import type { Journey } from './app';

const DAY_MS = 86_400_000;

/** A REST call as the account's own client makes it: what a journey sets up without clicking. */
export async function accountApi(
  journey: Journey,
  account: JourneyAccount,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const token = await account.openSession();
  return journey.server.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

export interface ApprovedDealTerms {
  brand: JourneyAccount;
  creator: JourneyAccount;
  /** The one deliverable's type, e.g. `instagram_reel`. */
  deliverable: string;
  priceCents: number;
  message: string;
  campaignId?: string;
}

/**
 * A deal for one deliverable due in two weeks, made by the brand, accepted, funded and its draft approved
 * through the API: the price released to the creator. Answers the deal and its deliverable.
 */
export async function approvedDeal(
  journey: Journey,
  terms: ApprovedDealTerms,
): Promise<{ dealId: string; deliverableId: string }> {
  const { brand, creator } = terms;
  const call = (account: JourneyAccount, url: string, payload?: object) => accountApi(journey, account, 'POST', url, payload);
  const due = new Date(journey.server.clock.now.getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
  const made = await call(brand, '/deals', {
    creator_id: creator.id,
    ...(terms.campaignId ? { campaign_id: terms.campaignId } : {}),
    deliverables: [{ type: terms.deliverable, quantity: 1, due_date: due, notes: '' }],
    price_cents: terms.priceCents,
    currency: 'USD',
    revisions_included: 1,
    review_days: 3,
    usage_rights: { kind: 'organic', duration_days: 90 },
    message: terms.message,
  });
  expect(made.statusCode).toBe(201);
  const dealId = made.json().deal.id as string;
  expect((await call(creator, `/deals/${dealId}/accept`, { version: 1 })).statusCode).toBe(200);
  const funded = await call(brand, `/deals/${dealId}/fund`, {});
  const deliverableId = funded.json().deal.work.deliverables[0].id as string;
  await call(creator, `/deals/${dealId}/deliverables/${deliverableId}/submissions`, {
    url: 'https://drive.example.com/cut',
    note: '',
  });
  expect((await call(brand, `/deals/${dealId}/approve`, { id: dealId })).statusCode).toBe(200);
  return { dealId, deliverableId };
}
