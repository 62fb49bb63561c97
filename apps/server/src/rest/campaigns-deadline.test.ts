import { closeExpiredCampaigns } from '@sponsorly/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { application, caller, completeCampaign, dateAfter, DAY_MS, publishedCampaign, timeAfter } from '../testing/campaigns';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let maya: Account;
let noah: Account;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  brand = await createVerifiedAccount(server, 'brand');
  maya = await createVerifiedAccount(server, 'creator');
  noah = await createVerifiedAccount(server, 'creator');
});
afterAll(() => server.close());

const soon = () => ({ application_deadline: timeAfter(server, 2), content_due_date: dateAfter(server, 10) });
const statusInDb = async (id: string) =>
  await server.database.db.selectFrom('campaigns').select(['status', 'closed_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the application deadline', () => {
  it('closes a campaign once its deadline passes: reads and changes honest before the timer, the timer closes it exactly once', async () => {
    const id = await publishedCampaign(server, brand.sessionToken, soon());
    const deadline = (await call('GET', `/api/campaigns/${id}`, brand.sessionToken)).json().application_deadline;
    const later = await publishedCampaign(server, brand.sessionToken, {
      application_deadline: timeAfter(server, 30),
      content_due_date: dateAfter(server, 40),
    });
    const draft = (await call('POST', '/api/campaigns', brand.sessionToken, completeCampaign(server, soon()))).json().id;
    expect((await call('POST', `/api/campaigns/${id}/applications`, maya.sessionToken, application())).statusCode).toBe(201);
    expect(await closeExpiredCampaigns(server.deps)).toBe(0);

    server.clock.advance(2 * DAY_MS + 60_000);

    // The timer has not run: the row still says open, but nothing treats it as open.
    expect((await statusInDb(id)).status).toBe('open');
    const read = (await call('GET', `/api/campaigns/${id}`, maya.sessionToken)).json();
    expect(read).toMatchObject({ status: 'closed', accepting_applications: false, closed_at: deadline });
    const listed = (await call('GET', '/api/campaigns?limit=50', noah.sessionToken))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(id);
    expect(listed).toContain(later);
    const late = await call('POST', `/api/campaigns/${id}/applications`, noah.sessionToken, application());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.deadlinePassed, status: 'closed' });
    const extend = await call('PUT', `/api/campaigns/${id}`, brand.sessionToken, { application_deadline: timeAfter(server, 3) });
    expect(extend.statusCode).toBe(409);
    expect(extend.json().status).toBe('closed');
    expect(
      (await call('POST', `/api/campaigns/${id}/invitations`, brand.sessionToken, { creator_id: noah.user.id })).json().status,
    ).toBe('closed');
    expect(
      (await call('GET', '/api/campaigns/mine', brand.sessionToken)).json().items.find((c: { id: string }) => c.id === id).status,
    ).toBe('closed');

    // The timer: closes it once, as the system, at its deadline; the draft and the later one stay.
    expect(await closeExpiredCampaigns(server.deps)).toBe(1);
    expect(await closeExpiredCampaigns(server.deps)).toBe(0);
    expect(await statusInDb(id)).toEqual({ status: 'closed', closed_at: new Date(deadline) });
    expect((await statusInDb(later)).status).toBe('open');
    expect((await statusInDb(draft)).status).toBe('draft');
    expect((await call('GET', `/api/campaigns/${id}`, brand.sessionToken)).json()).toMatchObject({
      status: 'closed',
      closed_at: deadline,
    });
    // The application made in time stays, for the brand to answer.
    const [kept] = (await call('GET', `/api/campaigns/${id}/applications`, brand.sessionToken)).json().items;
    expect(kept).toMatchObject({ creator_id: maya.user.id, status: 'submitted' });
    expect((await call('POST', `/api/applications/${kept.id}/shortlist`, brand.sessionToken)).json().status).toBe('shortlisted');
  });

  it('leaves nothing for the timer when the brand closed first', async () => {
    const id = await publishedCampaign(server, brand.sessionToken, soon());
    server.clock.advance(3 * DAY_MS);
    // Past the deadline but before the timer: the brand's close still records when it was closed.
    const closed = await call('POST', `/api/campaigns/${id}/close`, brand.sessionToken);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: server.clock.now.toISOString() });
    expect(await closeExpiredCampaigns(server.deps)).toBe(0);
  });

  it('takes due campaigns a batch at a time, and two timers never close one twice', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await publishedCampaign(server, brand.sessionToken, soon()));
    server.clock.advance(3 * DAY_MS);
    expect(await closeExpiredCampaigns(server.deps, 2)).toBe(2);
    const [a, b] = await Promise.all([closeExpiredCampaigns(server.deps, 100), closeExpiredCampaigns(server.deps, 100)]);
    expect(a + b).toBe(3);
    expect(await closeExpiredCampaigns(server.deps)).toBe(0);
    for (const id of ids) expect((await statusInDb(id)).status).toBe('closed');
  });
});
