import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_MESSAGES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { application, completeCampaign, publishedCampaign } from '../testing/campaigns';
import { insertCreator } from '../testing/creators';
import { acceptLatest, dealAccounts, dealCall, offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

const ADMIN = 'list-pages-chief@example.com';
let server: TestServer;
let call: ReturnType<typeof dealCall>;
let brand: Account;
let creator: Account;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_FACTOR: '50' });
  call = dealCall(server);
  ({ brand, creator, admin } = await dealAccounts(server, ADMIN));
});
afterAll(() => server.close());

/** Every page of a list, `limit` at a time, following `next_cursor` to the end. */
async function allPages(path: string, token: string, limit: number) {
  const pages: unknown[][] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url: string = `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: unknown[]; next_cursor: string | null };
    pages.push(body.items);
    cursor = body.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}
const ids = (pages: unknown[][]) => pages.map((page) => page.map((item) => (item as { id: string }).id));

async function expectBadCursor(path: string, token: string) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await call('GET', `${path}${sep}cursor=not-a-cursor`, token);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(LIST_PAGE_MESSAGES.invalidCursor);
}

describe('lists in keyset pages', () => {
  it('hidden creators: last hidden first, 2 a page', async () => {
    const hider = await createVerifiedAccount(server, 'brand');
    const hidden: string[] = [];
    for (const first of ['Ana', 'Ben', 'Cy']) {
      const id = await insertCreator(server.database.db, { first, last: 'Hidden' });
      expect((await call('POST', `/api/creators/${id}/hide`, hider.sessionToken)).statusCode).toBeLessThan(300);
      hidden.push(id);
    }
    const pages = await allPages('/api/creators/hidden', hider.sessionToken, 2);
    expect(ids(pages)).toEqual([[hidden[2], hidden[1]], [hidden[0]]]);
    await expectBadCursor('/api/creators/hidden', hider.sessionToken);
  });

  it('the brand’s campaigns: newest first, 2 a page, each still counted', async () => {
    const owner = await createVerifiedAccount(server, 'brand');
    const made: string[] = [];
    for (const title of ['First brief', 'Second brief', 'Third brief']) {
      const res = await call('POST', '/api/campaigns', owner.sessionToken, completeCampaign(server, { title }));
      expect(res.statusCode).toBe(201);
      made.push(res.json().id);
      server.clock.advance(1000);
    }
    const pages = await allPages('/api/campaigns/mine', owner.sessionToken, 2);
    expect(ids(pages)).toEqual([[made[2], made[1]], [made[0]]]);
    expect((pages[1]![0] as { counts: { applications: { total: number } } }).counts.applications.total).toBe(0);
    await expectBadCursor('/api/campaigns/mine', owner.sessionToken);
  });

  it('a campaign’s applications: newest first, 2 a page, with the status filter', async () => {
    const owner = await createVerifiedAccount(server, 'brand');
    const campaignId = await publishedCampaign(server, owner.sessionToken);
    const applied: string[] = [];
    for (let i = 0; i < 3; i++) {
      const applicant = await createVerifiedAccount(server, 'creator');
      const res = await call('POST', `/api/campaigns/${campaignId}/applications`, applicant.sessionToken, application());
      expect(res.statusCode).toBe(201);
      applied.push(res.json().id);
      server.clock.advance(1000);
    }
    const path = `/api/campaigns/${campaignId}/applications`;
    expect(ids(await allPages(path, owner.sessionToken, 2))).toEqual([[applied[2], applied[1]], [applied[0]]]);
    expect(ids(await allPages(`${path}?status=submitted`, owner.sessionToken, 2))).toEqual([
      [applied[2], applied[1]],
      [applied[0]],
    ]);
    await expectBadCursor(path, owner.sessionToken);
  });

  it('the admin’s disputes: the open oldest first, then the decided newest first, 2 a page', async () => {
    const disputes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const made = await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id));
      const id = made.json().deal.id as string;
      await acceptLatest(server, id, creator.sessionToken);
      const funded = await call('POST', `/api/deals/${id}/fund`, brand.sessionToken, {});
      const reel = funded.json().deal.work.deliverables[0].id as string;
      await call('POST', `/api/deals/${id}/deliverables/${reel}/submissions`, creator.sessionToken, {
        url: 'https://drive.example.com/reel',
      });
      expect(
        (await call('POST', `/api/deals/${id}/disputes`, brand.sessionToken, { reason: `Off brief ${i}.`, evidence: [] }))
          .statusCode,
      ).toBe(201);
      const row = await server.database.db
        .selectFrom('deal_disputes')
        .select('id')
        .where('deal_id', '=', id)
        .executeTakeFirstOrThrow();
      disputes.push(row.id);
      server.clock.advance(1000);
    }
    // The first two are decided; the decided list by when they were opened, newest first.
    for (const id of disputes.slice(0, 2)) {
      const res = await call('POST', `/api/admin/disputes/${id}/resolve`, admin.sessionToken, {
        outcome: 'release',
        note: 'The draft matches.',
      });
      expect(res.statusCode).toBe(200);
      server.clock.advance(1000);
    }
    const pages = await allPages('/api/admin/disputes', admin.sessionToken, 2);
    expect(ids(pages).flat()).toEqual([disputes[2], disputes[3], disputes[1], disputes[0]]);
    expect(pages.map((p) => p.length)).toEqual([2, 2]);
    await expectBadCursor('/api/admin/disputes', admin.sessionToken);
  });
});
