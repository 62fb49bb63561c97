import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { caller, completeCampaign, DAY_MS, nameBrand, publishedCampaign, timeAfter } from '../testing/campaigns';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let brand: string;
let brandId: string;
let otherBrand: string;
let creator: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '50' });
  call = caller(server);
  const b = await createVerifiedAccount(server, 'brand');
  brand = b.sessionToken;
  brandId = b.user.id;
  await nameBrand(server.database.db, brandId, 'Mango Co');
  otherBrand = (await createVerifiedAccount(server, 'brand')).sessionToken;
  creator = (await createVerifiedAccount(server, 'creator')).sessionToken;
});
afterAll(() => server.close());

describe('a campaign from draft to closed', () => {
  it('saves a draft, however incomplete, as the session’s brand', async () => {
    const made = await call('POST', '/api/campaigns', brand, { title: 'Untitled idea' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      status: 'draft',
      title: 'Untitled idea',
      description: '',
      deliverables: [],
      budget_min_cents: null,
      budget_max_cents: null,
      budget_kind: null,
      currency: 'USD',
      creators_wanted: 1,
      visibility: 'public',
      usage_rights: { kind: 'none', duration_days: null },
      application_deadline: null,
      content_due_date: null,
      accepting_applications: false,
      published_at: null,
      closed_at: null,
      brand: { id: brandId },
    });
    // Even with nothing at all.
    expect((await call('POST', '/api/campaigns', brand, {})).statusCode).toBe(201);
  });

  it('answers the whole brief as sent, amounts in cents', async () => {
    const body = completeCampaign(server);
    const made = await call('POST', '/api/campaigns', brand, body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      ...body,
      deliverables: [body.deliverables[0], { type: 'tiktok_video', quantity: 2, notes: null }],
      status: 'draft',
      budget_kind: 'range',
      application_deadline: body.application_deadline,
    });
    const fixed = await call(
      'POST',
      '/api/campaigns',
      brand,
      completeCampaign(server, { budget_min_cents: 70_000, budget_max_cents: 70_000 }),
    );
    expect(fixed.json().budget_kind).toBe('fixed');
  });

  it('ignores brand_id, status and other fields it does not know (no mass assignment)', async () => {
    const made = await call('POST', '/api/campaigns', brand, {
      ...completeCampaign(server),
      brand_id: '00000000-0000-4000-8000-000000000000',
      status: 'open',
      published_at: '2020-01-01T00:00:00Z',
      id: '00000000-0000-4000-8000-000000000001',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'draft', brand: { id: brandId }, published_at: null });
    expect(made.json().id).not.toBe('00000000-0000-4000-8000-000000000001');
    const id = made.json().id;
    const changed = await call('PUT', `/api/campaigns/${id}`, brand, {
      title: 'Renamed',
      status: 'closed',
      brand_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Renamed', status: 'draft', brand: { id: brandId } });
  });

  it('refuses bad values with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(121) }, 'title', m.titleTooLong],
      [{ budget_min_cents: 99 }, 'budget_min_cents', m.budgetRange],
      [{ budget_min_cents: 10_000_001 }, 'budget_min_cents', m.budgetRange],
      [{ budget_min_cents: 100.5 }, 'budget_min_cents', m.budgetRange],
      [{ budget_min_cents: '500' }, 'budget_min_cents', m.budgetRange],
      [{ budget_min_cents: 500_00 }, 'budget_max_cents', m.budgetBothEnds],
      [{ budget_min_cents: 90_000, budget_max_cents: 80_000 }, 'budget_min_cents', m.budgetOrder],
      [{ platforms: ['myspace'] }, 'platforms.0', m.invalidPlatform],
      [
        { deliverables: [{ type: 'billboard', quantity: 1 }] },
        'deliverables.0.type',
        'Choose one of the listed deliverable types.',
      ],
      [
        { deliverables: Array.from({ length: 11 }, () => ({ type: 'ugc_video', quantity: 1 })) },
        'deliverables',
        m.tooManyDeliverables,
      ],
      [{ creators_wanted: 0 }, 'creators_wanted', m.creatorsWantedRange],
      [{ application_deadline: 'next friday' }, 'application_deadline', m.invalidDeadline],
      [{ content_due_date: '2026-02-30' }, 'content_due_date', m.invalidDueDate],
      // Dates the database cannot hold (it has no year 0) are refused here, not by a database error.
      [{ content_due_date: '0000-01-01' }, 'content_due_date', m.invalidDueDate],
      [{ application_deadline: '0000-01-01T00:00:00Z' }, 'application_deadline', m.invalidDeadline],
      [{ application_deadline: '9999-12-31T23:59:59-14:00' }, 'application_deadline', m.invalidDeadline],
      [{ usage_rights: { kind: 'paid_ads' } }, 'usage_rights.duration_days', 'Choose how long the rights last (or perpetual).'],
      [{ visibility: 'secret' }, 'visibility', m.invalidVisibility],
      [{ target_categories: Array.from({ length: 11 }, (_, i) => `c${i}`) }, 'target_categories', m.tooManyTargetValues],
      [{ title: 'Line\r\nBcc: x@example.com' }, 'title', 'This field contains characters that are not allowed.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('POST', '/api/campaigns', brand, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe(ERROR_CODES.validation);
      expect(answer.json().fields[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('publishes only a complete draft, naming each missing field', async () => {
    const draft = (
      await call('POST', '/api/campaigns', brand, {
        budget_min_cents: 1000,
        budget_max_cents: 1000,
        application_deadline: timeAfter(server, -1),
      })
    ).json();
    const refused = await call('POST', `/api/campaigns/${draft.id}/publish`, brand);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.validation,
      message: m.incomplete,
      fields: {
        title: m.titleRequired,
        description: m.descriptionRequired,
        platforms: m.platformsRequired,
        deliverables: m.deliverablesRequired,
        application_deadline: m.deadlineInPast,
        content_due_date: m.dueDateRequired,
      },
    });
    expect(refused.json().fields.budget_min_cents).toBeUndefined();

    const noBudget = (
      await call('POST', '/api/campaigns', brand, completeCampaign(server, { budget_min_cents: null, budget_max_cents: null }))
    ).json();
    expect((await call('POST', `/api/campaigns/${noBudget.id}/publish`, brand)).json().fields).toEqual({
      budget_min_cents: m.budgetRequired,
    });
    const tooFar = (
      await call(
        'POST',
        '/api/campaigns',
        brand,
        completeCampaign(server, { application_deadline: timeAfter(server, 400), content_due_date: null }),
      )
    ).json();
    expect((await call('POST', `/api/campaigns/${tooFar.id}/publish`, brand)).json().fields).toEqual({
      application_deadline: m.deadlineTooFar,
      content_due_date: m.dueDateRequired,
    });
    const dueEarly = (
      await call(
        'POST',
        '/api/campaigns',
        brand,
        completeCampaign(server, { content_due_date: timeAfter(server, 3).slice(0, 10) }),
      )
    ).json();
    expect((await call('POST', `/api/campaigns/${dueEarly.id}/publish`, brand)).json().fields).toEqual({
      content_due_date: m.dueDateBeforeDeadline,
    });

    const published = await call('POST', `/api/campaigns/${draft.id}/publish`, otherBrand);
    expect(published.statusCode).toBe(404);
  });

  it('publishes: open, published_at set, taking applications; publishing again answers the same', async () => {
    const id = (await call('POST', '/api/campaigns', brand, completeCampaign(server))).json().id;
    const published = await call('POST', `/api/campaigns/${id}/publish`, brand);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      id,
      status: 'open',
      accepting_applications: true,
      published_at: server.clock.now.toISOString(),
    });
    const again = await call('POST', `/api/campaigns/${id}/publish`, brand);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(published.json());
  });

  it('lets an open campaign change only its budget and deadline', async () => {
    const id = await publishedCampaign(server, brand);
    const before = (await call('GET', `/api/campaigns/${id}`, brand)).json();
    const title = await call('PUT', `/api/campaigns/${id}`, brand, { title: 'New title' });
    expect(title.statusCode).toBe(409);
    expect(title.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.onlyBudgetAndDeadline, status: 'open' });
    for (const body of [
      { visibility: 'invite_only' },
      { deliverables: [] },
      { usage_rights: { kind: 'paid_ads', duration_days: null } },
      { target_location: null },
    ]) {
      expect((await call('PUT', `/api/campaigns/${id}`, brand, body)).statusCode, JSON.stringify(body)).toBe(409);
    }
    // The whole form sent back unchanged, with a new budget and deadline, is fine.
    const {
      id: _id,
      brand: _b,
      status: _s,
      budget_kind: _k,
      accepting_applications: _a,
      created_at: _c,
      updated_at: _u,
      published_at: _p,
      closed_at: _cl,
      viewer: _v,
      ...form
    } = before;
    const deadline = timeAfter(server, 10);
    const changed = await call('PUT', `/api/campaigns/${id}`, brand, {
      ...form,
      budget_min_cents: 60_000,
      budget_max_cents: 90_000,
      application_deadline: deadline,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'open',
      budget_min_cents: 60_000,
      budget_max_cents: 90_000,
      application_deadline: deadline,
      title: before.title,
    });

    const cleared = await call('PUT', `/api/campaigns/${id}`, brand, { budget_min_cents: null, budget_max_cents: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fields.budget_min_cents).toBe(m.budgetRequired);
    const past = await call('PUT', `/api/campaigns/${id}`, brand, { application_deadline: timeAfter(server, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.application_deadline).toBe(m.deadlineInPast);
    const afterDue = await call('PUT', `/api/campaigns/${id}`, brand, { application_deadline: timeAfter(server, 30) });
    expect(afterDue.statusCode).toBe(400);
    expect(afterDue.json().fields.application_deadline).toBe(m.dueDateBeforeDeadline);
  });

  it('closes an open campaign; a closed one changes no more, and closing again answers it as it is', async () => {
    const id = await publishedCampaign(server, brand);
    expect((await call('POST', `/api/campaigns/${id}/close`, otherBrand)).statusCode).toBe(404);
    const closed = await call('POST', `/api/campaigns/${id}/close`, brand);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      accepting_applications: false,
      closed_at: server.clock.now.toISOString(),
    });
    expect((await call('POST', `/api/campaigns/${id}/close`, brand)).json()).toEqual(closed.json());
    for (const [method, url, body] of [
      ['PUT', `/api/campaigns/${id}`, { budget_min_cents: 1000, budget_max_cents: 1000 }],
      ['POST', `/api/campaigns/${id}/publish`, undefined],
    ] as const) {
      const refused = await call(method, url, brand, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.stateChanged, status: 'closed' });
    }
  });

  it('refuses to close a draft or to touch a completed campaign (409)', async () => {
    const draft = (await call('POST', '/api/campaigns', brand, completeCampaign(server))).json().id;
    const refused = await call('POST', `/api/campaigns/${draft}/close`, brand);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.stateChanged, message: m.notOpen, status: 'draft' });
    // 'completed' belongs to the deals work; nothing here may move it.
    const done = await publishedCampaign(server, brand);
    await server.database.db.updateTable('campaigns').set({ status: 'completed' }).where('id', '=', done).execute();
    for (const [method, url] of [
      ['POST', `/api/campaigns/${done}/close`],
      ['POST', `/api/campaigns/${done}/publish`],
      ['PUT', `/api/campaigns/${done}`],
    ] as const) {
      const answer = await call(method, url, brand, { budget_min_cents: 100, budget_max_cents: 100 });
      expect(answer.statusCode, url).toBe(409);
      expect(answer.json().status).toBe('completed');
    }
    expect((await call('GET', `/api/campaigns/${done}`, brand)).json().status).toBe('completed');
  });
});

describe('who may do what', () => {
  it('lets only brands make and manage campaigns: creators 403, anonymous 401', async () => {
    const id = await publishedCampaign(server, brand);
    const brandOnly = [
      ['POST', '/api/campaigns'],
      ['PUT', `/api/campaigns/${id}`],
      ['POST', `/api/campaigns/${id}/publish`],
      ['POST', `/api/campaigns/${id}/close`],
      ['GET', '/api/campaigns/mine'],
      ['GET', `/api/campaigns/${id}/applications`],
      ['POST', `/api/campaigns/${id}/invitations`],
    ] as const;
    for (const [method, url] of brandOnly) {
      const refused = await call(method, url, creator, {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.forbidden, message: m.brandsOnly });
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of ['/api/campaigns', `/api/campaigns/${id}`]) expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('answers another brand’s campaign ids as unknown, and changes nothing', async () => {
    const draft = (await call('POST', '/api/campaigns', brand, completeCampaign(server))).json();
    for (const [method, url] of [
      ['GET', `/api/campaigns/${draft.id}`],
      ['PUT', `/api/campaigns/${draft.id}`],
      ['POST', `/api/campaigns/${draft.id}/publish`],
      ['POST', `/api/campaigns/${draft.id}/close`],
      ['GET', `/api/campaigns/${draft.id}/applications`],
    ] as const) {
      const answer = await call(method, url, otherBrand, { title: 'Hijacked' });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: ERROR_CODES.notFound, message: m.notFound });
    }
    expect((await call('GET', `/api/campaigns/${draft.id}`, brand)).json()).toMatchObject({
      title: draft.title,
      status: 'draft',
    });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      expect((await call('GET', `/api/campaigns/${encodeURIComponent(id)}`, brand)).statusCode).toBe(404);
    }
  });

  it('shows a draft to its owner only; an open public campaign to anyone logged in', async () => {
    const draft = (await call('POST', '/api/campaigns', brand, completeCampaign(server))).json().id;
    expect((await call('GET', `/api/campaigns/${draft}`, creator)).statusCode).toBe(404);
    const open = await publishedCampaign(server, brand);
    const seen = await call('GET', `/api/campaigns/${open}`, creator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      id: open,
      status: 'open',
      brand: { name: 'Mango Co' },
      viewer: { application: null, invitation: null },
    });
    expect(JSON.stringify(seen.json())).not.toContain('@');
    expect((await call('GET', `/api/campaigns/${open}`, otherBrand)).statusCode).toBe(200);
    // Closed and never involved: no longer shown.
    await call('POST', `/api/campaigns/${open}/close`, brand);
    expect((await call('GET', `/api/campaigns/${open}`, creator)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${open}`, brand)).statusCode).toBe(200);
  });
});

describe('the brand’s campaigns', () => {
  it('lists every state, newest first, with applicants, offers and deals counted', async () => {
    const b = await createVerifiedAccount(server, 'brand');
    const draft = (await call('POST', '/api/campaigns', b.sessionToken, { title: 'Draft one' })).json().id;
    server.clock.advance(1000);
    const open = await publishedCampaign(server, b.sessionToken, { title: 'Open one' });
    server.clock.advance(1000);
    const closed = await publishedCampaign(server, b.sessionToken, { title: 'Closed one' });
    await call('POST', `/api/campaigns/${closed}/close`, b.sessionToken);
    const applicants = await Promise.all([0, 1, 2].map(() => createVerifiedAccount(server, 'creator')));
    const ids: string[] = [];
    for (const a of applicants) {
      const answer = await call('POST', `/api/campaigns/${open}/applications`, a.sessionToken, {
        pitch: 'Hello',
        proposed_price_cents: 50_000,
      });
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json().id);
    }
    await call('POST', `/api/applications/${ids[0]}/shortlist`, b.sessionToken);
    await call('POST', `/api/applications/${ids[1]}/decline`, b.sessionToken);
    const db = server.database.db;
    await db
      .insertInto('deals')
      .values([
        { brand_id: b.user.id, creator_id: applicants[0]!.user.id, campaign_id: open, status: 'offered', awaiting: 'creator' },
        { brand_id: b.user.id, creator_id: applicants[2]!.user.id, campaign_id: open, status: 'in_progress', awaiting: null },
        { brand_id: b.user.id, creator_id: applicants[2]!.user.id, campaign_id: open, status: 'declined', awaiting: null },
      ])
      .execute();

    const mine = await call('GET', '/api/campaigns/mine', b.sessionToken);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items;
    expect(items.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [closed, 'closed'],
      [open, 'open'],
      [draft, 'draft'],
    ]);
    expect(items[1].counts).toEqual({
      applications: { submitted: 1, shortlisted: 1, declined: 1, withdrawn: 0, offered: 0, total: 3 },
      invitations: { pending: 0, applied: 0, declined: 0, offered: 0, total: 0 },
      offers: 1,
      deals: 1,
    });
    expect(items[2].counts.applications.total).toBe(0);
    // Another brand's list holds none of them.
    expect((await call('GET', '/api/campaigns/mine', otherBrand)).json().items.map((c: { id: string }) => c.id)).not.toContain(
      open,
    );
  });
});

describe('applicants are told when an open campaign’s budget or deadline changes', () => {
  it('tells submitted and shortlisted applicants and pending invitees, by notification and email', async () => {
    const b = await createVerifiedAccount(server, 'brand');
    await nameBrand(server.database.db, b.user.id, 'Juicy');
    const id = await publishedCampaign(server, b.sessionToken, { title: 'Juice week' });
    const [active, shortlisted, withdrawn, invited] = await Promise.all(
      [0, 1, 2, 3].map(() => createVerifiedAccount(server, 'creator')),
    );
    const apply = async (token: string) =>
      (await call('POST', `/api/campaigns/${id}/applications`, token, { pitch: 'Hi', proposed_price_cents: 70_000 })).json().id;
    await apply(active!.sessionToken);
    await call('POST', `/api/applications/${await apply(shortlisted!.sessionToken)}/shortlist`, b.sessionToken);
    await call('POST', `/api/applications/${await apply(withdrawn!.sessionToken)}/withdraw`, withdrawn!.sessionToken);
    expect(
      (await call('POST', `/api/campaigns/${id}/invitations`, b.sessionToken, { creator_id: invited!.user.id })).statusCode,
    ).toBe(201);
    await server.deliverEmail();
    const mailsBefore = server.mail.messages.length;

    // The same values again change nothing and tell no one.
    await call('PUT', `/api/campaigns/${id}`, b.sessionToken, { budget_min_cents: 50_000, budget_max_cents: 80_000 });
    const db = server.database.db;
    const changedCount = async () =>
      Number(
        (
          await db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'campaign_changed')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await changedCount()).toBe(0);

    const deadline = new Date(server.clock.now.getTime() + 9 * DAY_MS).toISOString();
    const changed = await call('PUT', `/api/campaigns/${id}`, b.sessionToken, {
      budget_min_cents: 90_000,
      budget_max_cents: 90_000,
      application_deadline: deadline,
    });
    expect(changed.statusCode).toBe(200);
    await server.deliverEmail();
    for (const person of [active!, shortlisted!, invited!]) {
      const [notice] = await db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', person.user.id)
        .where('kind', '=', 'campaign_changed')
        .execute();
      expect(notice, person.email).toMatchObject({
        title: 'Juicy changed the budget and deadline of Juice week',
        link: `/campaigns/${id}`,
      });
      expect(notice!.body).toContain('$900 per creator');
      const mail = server.mail.to(person.email).at(-1)!;
      expect(mail.subject).toBe('Juicy changed the budget and deadline of Juice week');
      expect(mail.text).toContain(`http://localhost:3000/campaigns/${id}`);
    }
    expect(await changedCount()).toBe(3);
    expect(server.mail.messages.length - mailsBefore).toBe(3);
    expect(server.mail.to(withdrawn!.email).some((mail) => mail.subject.includes('changed'))).toBe(false);

    server.clock.advance(1000);
    await call('PUT', `/api/campaigns/${id}`, b.sessionToken, { budget_min_cents: 95_000, budget_max_cents: 95_000 });
    const [latest] = await db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', active!.user.id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(latest!.title).toBe('Juicy changed the budget of Juice week');
  });
});
