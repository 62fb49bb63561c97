import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { application, caller, completeCampaign, nameBrand, notificationsOf, publishedCampaign } from '../testing/campaigns';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let otherBrand: Account;
let maya: Account;
let noah: Account;
let campaign: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  brand = await createVerifiedAccount(server, 'brand');
  await nameBrand(server.database.db, brand.user.id, 'Mango Co');
  otherBrand = await createVerifiedAccount(server, 'brand');
  maya = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  noah = await createVerifiedAccount(server, 'creator', { firstName: 'Noah', lastName: 'Berg' });
  campaign = await publishedCampaign(server, brand.sessionToken);
});
afterAll(() => server.close());

const apply = (token: string, id: string, body: object = application()) =>
  call('POST', `/api/campaigns/${id}/applications`, token, body);

describe('applying', () => {
  it('takes a creator’s application, tells the brand by email, and starts their conversation', async () => {
    const answer = await apply(maya.sessionToken, campaign, {
      ...application(),
      status: 'shortlisted',
      creator_id: noah.user.id,
      campaign_id: 'x',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      id: expect.any(String),
      campaign_id: campaign,
      creator_id: maya.user.id,
      status: 'submitted',
      pitch: application().pitch,
      proposed_price_cents: 60_000,
      currency: 'USD',
      links: application().links,
      created_at: server.clock.now.toISOString(),
      updated_at: server.clock.now.toISOString(),
    });
    const [notice] = await notificationsOf(server.database.db, brand.user.id);
    expect(notice).toEqual({
      kind: 'application_received',
      title: 'Maya Lopez applied to Summer smoothie launch',
      body: 'Proposed price: $600.',
      link: `/brand/campaigns/${campaign}`,
    });
    await server.deliverEmail();
    const mail = server.mail.to(brand.email).at(-1)!;
    expect(mail.subject).toBe('Maya Lopez applied to Summer smoothie launch');
    expect(mail.text).toContain(`http://localhost:3000/brand/campaigns/${campaign}`);
    const conversation = await server.database.db
      .selectFrom('conversations')
      .selectAll()
      .where('brand_id', '=', brand.user.id)
      .where('creator_id', '=', maya.user.id)
      .execute();
    expect(conversation).toHaveLength(1);
    // The campaign now says where the creator stands.
    expect((await call('GET', `/api/campaigns/${campaign}`, maya.sessionToken)).json().viewer).toEqual({
      application: { id: answer.json().id, status: 'submitted' },
      invitation: null,
    });
  });

  it('takes one application per creator per campaign', async () => {
    const again = await apply(maya.sessionToken, campaign);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.conflict,
      message: m.alreadyApplied,
      application_id: expect.any(String),
    });
    // Two sent at once: one application.
    const id = await publishedCampaign(server, brand.sessionToken);
    const answers = await Promise.all([apply(noah.sessionToken, id), apply(noah.sessionToken, id), apply(noah.sessionToken, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await server.database.db.selectFrom('applications').select('id').where('campaign_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('checks the pitch, the price and the links', async () => {
    const id = await publishedCampaign(server, brand.sessionToken);
    const cases: [object, string, string][] = [
      [{ ...application(), pitch: undefined }, 'pitch', m.pitchRequired],
      [{ ...application(), pitch: '   ' }, 'pitch', m.pitchRequired],
      [{ ...application(), pitch: 'x'.repeat(1001) }, 'pitch', m.pitchTooLong],
      [{ ...application(), proposed_price_cents: undefined }, 'proposed_price_cents', m.priceRequired],
      [{ ...application(), proposed_price_cents: 99 }, 'proposed_price_cents', m.priceRange],
      [{ ...application(), proposed_price_cents: 10_000_001 }, 'proposed_price_cents', m.priceRange],
      [{ ...application(), proposed_price_cents: 500.5 }, 'proposed_price_cents', m.priceRange],
      [{ ...application(), proposed_price_cents: 1e300 }, 'proposed_price_cents', m.priceRange],
      [{ ...application(), links: ['javascript:alert(1)'] }, 'links.0', m.invalidLink],
      [{ ...application(), links: ['ftp://example.com/file'] }, 'links.0', m.invalidLink],
      [{ ...application(), links: ['not a url'] }, 'links.0', m.invalidLink],
      [{ ...application(), links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, 'links', m.tooManyLinks],
      [{ ...application(), links: 'https://example.com' }, 'links', m.invalidLink],
    ];
    for (const [body, field, message] of cases) {
      const answer = await apply(noah.sessionToken, id, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().fields[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    // A pitch of exactly 1000 characters, and the same link twice kept once.
    const ok = await apply(noah.sessionToken, id, {
      pitch: 'y'.repeat(1000),
      proposed_price_cents: 100,
      links: ['https://a.example/x', 'https://a.example/x'],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().links).toEqual(['https://a.example/x']);
  });

  it('is for creators only: brands 403, anonymous 401', async () => {
    const byBrand = await apply(otherBrand.sessionToken, campaign);
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json()).toMatchObject({ code: ERROR_CODES.forbidden, message: m.creatorsOnlyApply });
    expect((await apply(brand.sessionToken, campaign)).statusCode).toBe(403);
    expect((await call('POST', `/api/campaigns/${campaign}/applications`, undefined, application())).statusCode).toBe(401);
    for (const url of ['/api/applications/mine', '/api/invitations']) {
      expect((await call('GET', url, brand.sessionToken)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });

  it('is refused for drafts and unknown campaigns (404) and for closed ones (409)', async () => {
    const draft = (await call('POST', '/api/campaigns', brand.sessionToken, completeCampaign(server))).json().id;
    for (const id of [draft, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await apply(noah.sessionToken, id);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().message).toBe(m.notFound);
    }
    const closed = await publishedCampaign(server, brand.sessionToken);
    await call('POST', `/api/campaigns/${closed}/close`, brand.sessionToken);
    const refused = await apply(noah.sessionToken, closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.notOpen, status: 'closed' });
  });
});

describe('the brand reads and answers applications', () => {
  it('lists its campaign’s applications with each creator’s card, never an email', async () => {
    const answer = await call('GET', `/api/campaigns/${campaign}/applications`, brand.sessionToken);
    expect(answer.statusCode).toBe(200);
    const [item] = answer.json().items;
    expect(item).toMatchObject({
      creator_id: maya.user.id,
      status: 'submitted',
      creator: { id: maya.user.id, first_name: 'Maya', last_name: 'Lopez' },
    });
    expect(answer.body).not.toContain(maya.email);
    expect(
      (await call('GET', `/api/campaigns/${campaign}/applications?status=declined`, brand.sessionToken)).json().items,
    ).toEqual([]);
    expect((await call('GET', `/api/campaigns/${campaign}/applications?status=nope`, brand.sessionToken)).statusCode).toBe(400);
    expect((await call('GET', `/api/campaigns/${campaign}/applications`, otherBrand.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${campaign}/applications`, maya.sessionToken)).statusCode).toBe(403);
  });

  it('shortlists: the creator is told by email; shortlisting again tells no one twice', async () => {
    const id = (await call('GET', `/api/campaigns/${campaign}/applications`, brand.sessionToken)).json().items[0].id;
    expect((await call('POST', `/api/applications/${id}/shortlist`, otherBrand.sessionToken)).statusCode).toBe(404);
    expect((await call('POST', `/api/applications/${id}/shortlist`, maya.sessionToken)).statusCode).toBe(403);
    const shortlisted = await call('POST', `/api/applications/${id}/shortlist`, brand.sessionToken);
    expect(shortlisted.statusCode).toBe(200);
    expect(shortlisted.json()).toMatchObject({ id, status: 'shortlisted' });
    expect((await call('POST', `/api/applications/${id}/shortlist`, brand.sessionToken)).json().status).toBe('shortlisted');
    const notices = (await notificationsOf(server.database.db, maya.user.id)).filter((n) => n.kind === 'application_shortlisted');
    expect(notices).toEqual([
      {
        kind: 'application_shortlisted',
        title: 'Mango Co shortlisted your application to Summer smoothie launch',
        body: expect.any(String),
        link: `/campaigns/${campaign}`,
      },
    ]);
    await server.deliverEmail();
    expect(
      server.mail
        .to(maya.email)
        .filter((mail) => mail.subject === 'Mango Co shortlisted your application to Summer smoothie launch'),
    ).toHaveLength(1);
  });

  it('declines: the creator is told by email; a declined application moves no more', async () => {
    const id = await publishedCampaign(server, brand.sessionToken, { title: 'Winter soup' });
    const appId = (await apply(maya.sessionToken, id)).json().id;
    const declined = await call('POST', `/api/applications/${appId}/decline`, brand.sessionToken);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
    await server.deliverEmail();
    const mail = server.mail.to(maya.email).at(-1)!;
    expect(mail.subject).toBe('Mango Co declined your application to Winter soup');
    expect(mail.text).toContain('http://localhost:3000/campaigns');
    for (const action of ['shortlist', 'withdraw'] as const) {
      const token = action === 'withdraw' ? maya.sessionToken : brand.sessionToken;
      const refused = await call('POST', `/api/applications/${appId}/${action}`, token);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.stateChanged, status: 'declined' });
    }
    // Declining again answers the same.
    expect((await call('POST', `/api/applications/${appId}/decline`, brand.sessionToken)).statusCode).toBe(200);
  });

  it('keeps answering applications after the campaign closes', async () => {
    const id = await publishedCampaign(server, brand.sessionToken);
    const appId = (await apply(noah.sessionToken, id)).json().id;
    await call('POST', `/api/campaigns/${id}/close`, brand.sessionToken);
    expect((await call('POST', `/api/applications/${appId}/shortlist`, brand.sessionToken)).json().status).toBe('shortlisted');
    // The applicant still sees the closed campaign.
    const seen = await call('GET', `/api/campaigns/${id}`, noah.sessionToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'closed', viewer: { application: { id: appId, status: 'shortlisted' } } });
  });
});

describe('the creator’s applications', () => {
  it('lists them with where each campaign stands', async () => {
    const answer = await call('GET', '/api/applications/mine', maya.sessionToken);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((a: { creator_id: string }) => a.creator_id === maya.user.id)).toBe(true);
    expect(items.find((a: { campaign_id: string }) => a.campaign_id === campaign).campaign).toEqual({
      id: campaign,
      title: 'Summer smoothie launch',
      status: 'open',
      brand: { id: brand.user.id, name: 'Mango Co', logo: null, verified: false },
      application_deadline: expect.any(String),
      accepting_applications: true,
    });
  });

  it('withdraws until an offer comes; again answers the same; another creator’s id is unknown', async () => {
    const id = await publishedCampaign(server, brand.sessionToken);
    const appId = (await apply(noah.sessionToken, id)).json().id;
    expect((await call('POST', `/api/applications/${appId}/withdraw`, maya.sessionToken)).statusCode).toBe(404);
    expect((await call('POST', `/api/applications/${appId}/withdraw`, brand.sessionToken)).statusCode).toBe(403);
    const withdrawn = await call('POST', `/api/applications/${appId}/withdraw`, noah.sessionToken);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect((await call('POST', `/api/applications/${appId}/withdraw`, noah.sessionToken)).json().status).toBe('withdrawn');
    const shortlist = await call('POST', `/api/applications/${appId}/shortlist`, brand.sessionToken);
    expect(shortlist.statusCode).toBe(409);
    expect(shortlist.json().status).toBe('withdrawn');
    // One application per campaign, whatever became of it.
    expect((await apply(noah.sessionToken, id)).statusCode).toBe(409);

    const offeredCampaign = await publishedCampaign(server, brand.sessionToken);
    const offered = (await apply(noah.sessionToken, offeredCampaign)).json().id;
    await server.database.db.updateTable('applications').set({ status: 'offered' }).where('id', '=', offered).execute();
    const late = await call('POST', `/api/applications/${offered}/withdraw`, noah.sessionToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.applicationNotActive, status: 'offered' });
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('POST', `/api/applications/${bad}/withdraw`, noah.sessionToken)).statusCode).toBe(404);
    }
  });

  it('lets one of a withdrawal and a shortlist sent at once win; the other answers 409', async () => {
    const id = await publishedCampaign(server, brand.sessionToken);
    const appId = (await apply(maya.sessionToken, id)).json().id;
    const [withdraw, shortlist] = await Promise.all([
      call('POST', `/api/applications/${appId}/withdraw`, maya.sessionToken),
      call('POST', `/api/applications/${appId}/decline`, brand.sessionToken),
    ]);
    expect([withdraw.statusCode, shortlist.statusCode].sort()).toEqual([200, 409]);
    const winner = withdraw.statusCode === 200 ? 'withdrawn' : 'declined';
    expect((withdraw.statusCode === 409 ? withdraw : shortlist).json().status).toBe(winner);
  });
});
