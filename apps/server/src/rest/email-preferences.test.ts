import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_SENT_EMAIL_KINDS, EMAIL_PREFERENCE_MESSAGES, SWITCHABLE_EMAIL_KINDS } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { caller, nameBrand } from '../testing/campaigns';
import { offerBody, type Account } from '../testing/deals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  call = caller(server);
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const preferences = (who: Account) => call('GET', '/api/notifications/preferences', who.sessionToken);
const update = (who: Account, payload: object) => call('PUT', '/api/notifications/preferences', who.sessionToken, payload);
const offerTo = async (brand: Account, creator: Account) =>
  expect((await call('POST', '/api/deals', brand.sessionToken, offerBody(server, creator.user.id))).statusCode).toBe(201);
/** What the fake Mailgun received for someone since the outbox was last delivered. */
async function mailTo(who: Account) {
  await server.deliverEmail();
  return server.mail.to(who.email);
}
/** The path and query of the one-click address in an email's List-Unsubscribe header. */
function oneClickPath(header: string | undefined): string {
  const url = /^<(https?:\/\/[^>]+)>$/.exec(header ?? '')?.[1];
  if (!url) throw new Error(`no one-click address in "${header}"`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

describe('GET and PUT /api/notifications/preferences', () => {
  it('start with every email on and no digest, and list the payment emails that always go', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const res = await preferences(creator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: Object.fromEntries(SWITCHABLE_EMAIL_KINDS.map((kind) => [kind, true])),
      digest: 'off',
      always_on: [...ALWAYS_SENT_EMAIL_KINDS],
    });
    expect(res.json().email).not.toHaveProperty('deal_funded');
    expect((await call('GET', '/api/notifications/preferences')).statusCode).toBe(401);
  });

  it('change only the kinds named, and the digest', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const first = await update(creator, { email: { offer_received: false, new_message: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toMatchObject({ offer_received: false, new_message: false, offer_accepted: true });
    const second = await update(creator, { email: { new_message: true }, digest: 'daily' });
    expect(second.json()).toMatchObject({ digest: 'daily', email: { offer_received: false, new_message: true } });
    expect((await preferences(creator)).json()).toEqual(second.json());
    // Naming a payment email on is allowed (it is on); it is still not a switch.
    expect((await update(creator, { email: { deal_funded: true } })).json().email).not.toHaveProperty('deal_funded');
  });

  it('refuse turning a payment email off (400 naming it), an unknown kind, a wrong digest and an empty change', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const locked = await update(creator, { email: { deal_funded: false, payout_returned: false, offer_received: false } });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().fields.email).toBe(EMAIL_PREFERENCE_MESSAGES.alwaysSent(['deal_funded', 'payout_returned']));
    const unknown = await update(creator, { email: { weekly_newsletter: false } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.email).toBe(EMAIL_PREFERENCE_MESSAGES.unknownKinds(['weekly_newsletter']));
    expect((await update(creator, { email: { offer_received: 'no' } })).json().fields['email.offer_received']).toBe(
      EMAIL_PREFERENCE_MESSAGES.onOrOff,
    );
    expect((await update(creator, { digest: 'weekly' })).json().fields.digest).toBe(EMAIL_PREFERENCE_MESSAGES.digestChoice);
    expect((await update(creator, {})).statusCode).toBe(400);
    // Nothing of the refused changes applied.
    expect((await preferences(creator)).json().email.offer_received).toBe(true);
  });
});

describe('emails and their one-click unsubscribe', () => {
  it('a kind turned off sends no email (the bell still rings); one turned on carries RFC 8058 headers that turn it off', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    await nameBrand(server.database.db, brand.user.id, 'Acme Labs');
    const creator = await createVerifiedAccount(server, 'creator');
    await update(creator, { email: { offer_received: false } });
    await offerTo(brand, creator);
    expect((await mailTo(creator)).map((m) => m.subject)).not.toContain('Acme Labs sent you an offer');
    const bell = (await call('GET', '/api/notifications', creator.sessionToken)).json();
    expect(bell.items[0]).toMatchObject({ kind: 'offer_received', title: 'Acme Labs sent you an offer' });

    await update(creator, { email: { offer_received: true } });
    const otherBrand = await createVerifiedAccount(server, 'brand');
    await nameBrand(server.database.db, otherBrand.user.id, 'Bolt Drinks');
    await offerTo(otherBrand, creator);
    const mail = (await mailTo(creator)).find((m) => m.subject === 'Bolt Drinks sent you an offer');
    expect(mail).toBeDefined();
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = oneClickPath(mail!.headers['List-Unsubscribe']);
    expect(path).toMatch(/^\/api\/notifications\/unsubscribe\?token=/);
    // The email's own footnote links the page that asks first.
    expect(mail!.text).toContain(`http://localhost:3000/notifications/unsubscribe?token=`);

    // The mail client's one-click: a form POST, no cookie, no Origin.
    const oneClick = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      kind: 'offer_received',
      label: 'You receive an offer',
      message: EMAIL_PREFERENCE_MESSAGES.unsubscribed('You receive an offer'),
    });
    expect((await preferences(creator)).json().email).toMatchObject({ offer_received: false, offer_accepted: true });
    // Again changes nothing; another brand's offer sends no email now.
    expect((await server.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const third = await createVerifiedAccount(server, 'brand');
    await nameBrand(server.database.db, third.user.id, 'Cove Tea');
    await offerTo(third, creator);
    expect((await mailTo(creator)).map((m) => m.subject)).not.toContain('Cove Tea sent you an offer');

    // Opened in a browser, the address leads to the page that asks; it turns nothing off itself.
    const opened = await server.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/notifications\/unsubscribe\?token=/);
  });

  it('refuses a forged or altered token, and another person’s token turns off only that person’s emails', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    for (const token of ['nonsense', 'YWJj.ZGVm', ''])
      expect(
        (await server.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` }))
          .statusCode,
      ).toBe(400);
    const forged = await server.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${Buffer.from(`${creator.user.id}:new_message`).toString('base64url')}.AAAA`,
    });
    expect(forged.json()).toMatchObject({ code: 'invalid_token', message: EMAIL_PREFERENCE_MESSAGES.invalidUnsubscribeLink });
    expect((await preferences(creator)).json().email.new_message).toBe(true);
  });

  it('leaves account emails without an unsubscribe link: they cannot be turned off', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const changed = await call('POST', '/api/auth/change-password', creator.sessionToken, {
      current_password: creator.password,
      new_password: 'a-brand-new-passphrase-42',
    });
    expect(changed.statusCode).toBe(200);
    const mails = await mailTo(creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers).not.toHaveProperty('List-Unsubscribe');
  });
});

describe('the daily digest', () => {
  it('gathers a day of new messages into one email, a line per conversation, instead of an email per message', async () => {
    const creator = await createVerifiedAccount(server, 'creator');
    const [acme, bolt] = [await createVerifiedAccount(server, 'brand'), await createVerifiedAccount(server, 'brand')];
    await nameBrand(server.database.db, acme.user.id, 'Acme Labs');
    await nameBrand(server.database.db, bolt.user.id, 'Bolt Drinks');
    expect((await update(creator, { digest: 'daily' })).statusCode).toBe(200);
    const started = await call('POST', '/api/conversations', acme.sessionToken, {
      creator_id: creator.user.id,
      body: 'Hello from Acme',
    });
    const acmeChat = started.json().conversation_id as string;
    server.clock.advance(HOUR);
    await call('POST', `/api/conversations/${acmeChat}/messages`, acme.sessionToken, { body: 'Are you free in May?' });
    await call('POST', '/api/conversations', bolt.sessionToken, { creator_id: creator.user.id, body: 'Hi from Bolt' });
    server.clock.advance(HOUR);
    await call('POST', `/api/conversations/${acmeChat}/messages`, acme.sessionToken, { body: 'Our budget is $900' });
    expect(await mailTo(creator)).toEqual([]);

    // A day after the first message, not before: one digest with both conversations.
    server.clock.advance(21 * HOUR);
    await server.runDueTimers();
    expect(await mailTo(creator)).toEqual([]);
    server.clock.advance(HOUR);
    expect((await server.runDueTimers()).emailDigests).toBe(1);
    const digests = await mailTo(creator);
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest.subject).toBe('Your messages today on Sponsorly: 4 new');
    expect(digest.text).toContain(
      `Acme Labs sent you a message (3 messages): “Our budget is $900” http://localhost:3000/messages/${acmeChat}`,
    );
    expect(digest.text).toContain('Bolt Drinks sent you a message: “Hi from Bolt”');
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Sent once: nothing waits any more.
    server.clock.advance(2 * 24 * HOUR);
    expect((await server.runDueTimers()).emailDigests).toBe(0);
    expect(await mailTo(creator)).toHaveLength(1);

    // The digest's one-click turns new-message emails off; what waits then is never sent.
    await call('POST', `/api/conversations/${acmeChat}/messages`, acme.sessionToken, { body: 'Still there?' });
    const unsubscribed = await server.app.inject({ method: 'POST', url: oneClickPath(digest.headers['List-Unsubscribe']) });
    expect(unsubscribed.json().kind).toBe('new_message');
    server.clock.advance(25 * HOUR);
    await server.runDueTimers();
    expect(await mailTo(creator)).toHaveLength(1);
    expect(
      await server.database.db.selectFrom('email_digest_items').select('id').where('user_id', '=', creator.user.id).execute(),
    ).toEqual([]);
  });
});

it('the export carries the email preferences', async () => {
  const creator = await createVerifiedAccount(server, 'creator');
  await update(creator, { email: { work_approved: false }, digest: 'daily' });
  const data = (
    await server.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(creator.sessionToken) })
  ).json();
  expect(data.email_preferences).toMatchObject({ digest: 'daily', email: { work_approved: false, offer_received: true } });
});
