import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { application, caller, completeCampaign, nameBrand, notificationsOf, publishedCampaign } from '../testing/campaigns';
import { hideCreator, insertCreator } from '../testing/creators';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let call: ReturnType<typeof caller>;
let brand: Account;
let otherBrand: Account;
let maya: Account;
let noah: Account;
let outsider: Account;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  brand = await createVerifiedAccount(server, 'brand');
  await nameBrand(server.database.db, brand.user.id, 'Mango Co');
  otherBrand = await createVerifiedAccount(server, 'brand');
  maya = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  noah = await createVerifiedAccount(server, 'creator', { firstName: 'Noah', lastName: 'Berg' });
  outsider = await createVerifiedAccount(server, 'creator');
  secret = await publishedCampaign(server, brand.sessionToken, { title: 'Secret tasting', visibility: 'invite_only' });
});
afterAll(() => server.close());

const invite = (token: string, campaignId: string, creatorId: string) =>
  call('POST', `/api/campaigns/${campaignId}/invitations`, token, { creator_id: creatorId });

describe('invite-only campaigns', () => {
  it('are seen by their owner only until a creator is invited', async () => {
    for (const token of [maya.sessionToken, outsider.sessionToken, otherBrand.sessionToken]) {
      expect((await call('GET', `/api/campaigns/${secret}`, token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/campaigns/${secret}`, brand.sessionToken)).statusCode).toBe(200);
    const list = await call('GET', '/api/campaigns?limit=50', maya.sessionToken);
    expect(list.json().items.map((c: { id: string }) => c.id)).not.toContain(secret);
    const refused = await call('POST', `/api/campaigns/${secret}/applications`, maya.sessionToken, application());
    expect(refused.statusCode).toBe(404);
  });

  it('invites a creator: told by email, the conversation begins, and the campaign shows to them', async () => {
    const sent = await invite(brand.sessionToken, secret, maya.user.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      campaign_id: secret,
      creator_id: maya.user.id,
      status: 'pending',
      creator: { id: maya.user.id, first_name: 'Maya' },
    });
    expect(sent.body).not.toContain(maya.email);
    const [notice] = await notificationsOf(server.database.db, maya.user.id);
    expect(notice).toMatchObject({
      kind: 'invitation_received',
      title: 'Mango Co invited you to apply to Secret tasting',
      link: `/campaigns/${secret}`,
    });
    expect(notice!.body).toContain('$500 to $800 per creator');
    await server.deliverEmail();
    const mail = server.mail.to(maya.email).at(-1)!;
    expect(mail.subject).toBe('Mango Co invited you to apply to Secret tasting');
    expect(mail.text).toContain(`http://localhost:3000/campaigns/${secret}`);
    expect(
      await server.database.db
        .selectFrom('conversations')
        .select('id')
        .where('brand_id', '=', brand.user.id)
        .where('creator_id', '=', maya.user.id)
        .execute(),
    ).toHaveLength(1);

    const seen = await call('GET', `/api/campaigns/${secret}`, maya.sessionToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      visibility: 'invite_only',
      viewer: { invitation: { id: sent.json().id, status: 'pending' }, application: null },
    });
    // Still not in the public list; in the invitations tab instead.
    expect(
      (await call('GET', '/api/campaigns?limit=50', maya.sessionToken)).json().items.map((c: { id: string }) => c.id),
    ).not.toContain(secret);
    const tab = await call('GET', '/api/invitations', maya.sessionToken);
    expect(tab.statusCode).toBe(200);
    expect(tab.json().items).toEqual([
      expect.objectContaining({
        id: sent.json().id,
        status: 'pending',
        campaign: expect.objectContaining({ id: secret, title: 'Secret tasting', status: 'open' }),
      }),
    ]);
    // Others still do not see it.
    expect((await call('GET', `/api/campaigns/${secret}`, noah.sessionToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/invitations', noah.sessionToken)).json().items).toEqual([]);
  });

  it('answers a second invitation with the first, sending nothing again', async () => {
    await server.deliverEmail();
    const before = server.mail.to(maya.email).length;
    const again = await invite(brand.sessionToken, secret, maya.user.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe('pending');
    await server.deliverEmail();
    expect(server.mail.to(maya.email)).toHaveLength(before);
    expect(
      await server.database.db.selectFrom('campaign_invitations').select('id').where('campaign_id', '=', secret).execute(),
    ).toHaveLength(1);
  });

  it('applying through an invitation marks it applied', async () => {
    const applied = await call('POST', `/api/campaigns/${secret}/applications`, maya.sessionToken, application());
    expect(applied.statusCode).toBe(201);
    const [invitation] = (await call('GET', '/api/invitations', maya.sessionToken)).json().items;
    expect(invitation.status).toBe('applied');
    expect((await call('GET', `/api/campaigns/${secret}`, maya.sessionToken)).json().viewer).toMatchObject({
      invitation: { status: 'applied' },
      application: { status: 'submitted' },
    });
    const decline = await call('POST', `/api/invitations/${invitation.id}/decline`, maya.sessionToken);
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.invitationNotPending, status: 'applied' });
  });
});

describe('declining an invitation', () => {
  it('is the invited creator’s own: declined, again the same, others 404, brands 403', async () => {
    const sent = (await invite(brand.sessionToken, secret, noah.user.id)).json();
    expect((await call('POST', `/api/invitations/${sent.id}/decline`, outsider.sessionToken)).statusCode).toBe(404);
    expect((await call('POST', `/api/invitations/${sent.id}/decline`, brand.sessionToken)).statusCode).toBe(403);
    expect((await call('POST', `/api/invitations/${sent.id}/decline`)).statusCode).toBe(401);
    const declined = await call('POST', `/api/invitations/${sent.id}/decline`, noah.sessionToken);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id: sent.id, status: 'declined' });
    expect((await call('POST', `/api/invitations/${sent.id}/decline`, noah.sessionToken)).json().status).toBe('declined');
    expect((await call('POST', '/api/invitations/nope/decline', noah.sessionToken)).statusCode).toBe(404);
    // Declining is "not now": the creator may still apply, and the invitation then reads applied.
    expect((await call('POST', `/api/campaigns/${secret}/applications`, noah.sessionToken, application())).statusCode).toBe(201);
    expect((await call('GET', '/api/invitations', noah.sessionToken)).json().items[0].status).toBe('applied');
  });
});

describe('who can be invited', () => {
  it('only creators in search and not hidden by this brand; anyone else answers as unknown', async () => {
    const db = server.database.db;
    const unverified = await insertCreator(db, { first: 'Una', last: 'Pending', verified: false });
    const left = await insertCreator(db, { first: 'Lea', last: 'Left', searchable: false });
    const hidden = await insertCreator(db, { first: 'Hana', last: 'Hidden' });
    await hideCreator(db, brand.user.id, hidden);
    for (const creatorId of [unverified, left, hidden, otherBrand.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await invite(brand.sessionToken, secret, creatorId);
      expect(answer.statusCode, creatorId).toBe(404);
      expect(answer.json().message).toBe(m.creatorNotFound);
    }
    // Another brand that did not hide her can invite her to its own campaign.
    const theirs = await publishedCampaign(server, otherBrand.sessionToken);
    expect((await invite(otherBrand.sessionToken, theirs, hidden)).statusCode).toBe(201);
  });

  it('only to the brand’s own open campaign: others 404, drafts and closed 409, creators 403', async () => {
    expect((await invite(otherBrand.sessionToken, secret, outsider.user.id)).statusCode).toBe(404);
    expect((await invite(maya.sessionToken, secret, outsider.user.id)).statusCode).toBe(403);
    expect((await invite('', secret, outsider.user.id)).statusCode).toBe(401);
    const draft = (await call('POST', '/api/campaigns', brand.sessionToken, completeCampaign(server))).json().id;
    const onDraft = await invite(brand.sessionToken, draft, outsider.user.id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.inviteOnlyOpen, status: 'draft' });
    const closed = await publishedCampaign(server, brand.sessionToken);
    await call('POST', `/api/campaigns/${closed}/close`, brand.sessionToken);
    expect((await invite(brand.sessionToken, closed, outsider.user.id)).json()).toMatchObject({
      code: ERROR_CODES.stateChanged,
      status: 'closed',
    });
    expect(
      await server.database.db
        .selectFrom('campaign_invitations')
        .select('id')
        .where('creator_id', '=', outsider.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('records a creator who already applied as invited-and-applied, without a notice', async () => {
    const open = await publishedCampaign(server, brand.sessionToken, { title: 'Public one' });
    await call('POST', `/api/campaigns/${open}/applications`, outsider.sessionToken, application());
    const before = (await notificationsOf(server.database.db, outsider.user.id)).length;
    const answer = await invite(brand.sessionToken, open, outsider.user.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().status).toBe('applied');
    expect(await notificationsOf(server.database.db, outsider.user.id)).toHaveLength(before);
  });

  it('keeps an invited creator able to see the campaign once it closes', async () => {
    await call('POST', `/api/campaigns/${secret}/close`, brand.sessionToken);
    const seen = await call('GET', `/api/campaigns/${secret}`, maya.sessionToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().status).toBe('closed');
    expect((await call('GET', `/api/campaigns/${secret}`, outsider.sessionToken)).statusCode).toBe(404);
  });
});
