import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { solveAltcha } from '../testing/captcha';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '10', CONTACT_EMAIL: 'team@sponsorly.example' });
});
afterAll(() => server.close());

const contact = async (body: Record<string, unknown>, remoteAddress?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/submit-contact',
    payload: { token: await solveAltcha(server), ...body },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const subscribe = async (email: string) =>
  server.app.inject({ method: 'POST', url: '/api/subscribe-newsletter', payload: { email, token: await solveAltcha(server) } });

describe('contact form', () => {
  it('stores the message and queues a notification with the sender as Reply-To', async () => {
    const res = await contact({ name: 'Ada Byron', email: 'ada@example.com', message: 'We would like to sponsor\ntwo videos.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const stored = await server.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Ada Byron', message: 'We would like to sponsor\ntwo videos.' });
    await server.deliverEmail();
    const mail = server.mail.to('team@sponsorly.example').at(-1)!;
    expect(mail.subject).toBe('New contact message from Ada Byron');
    expect(mail.headers['Reply-To']).toBe('ada@example.com');
    expect(mail.text).toContain('two videos.');
  });

  it.each([
    ['name', { name: 'x'.repeat(101) }, PUBLIC_FORM_MESSAGES.contact.nameTooLong],
    ['email', { email: `${'x'.repeat(95)}@a.com` }, PUBLIC_FORM_MESSAGES.contact.emailTooLong],
    ['email', { email: 'not-an-email' }, PUBLIC_FORM_MESSAGES.contact.invalidEmail],
    ['message', { message: 'x'.repeat(501) }, PUBLIC_FORM_MESSAGES.contact.messageTooLong],
    ['name', { name: '' }, PUBLIC_FORM_MESSAGES.contact.nameRequired],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const before = (await server.deps.db.selectFrom('contact_messages').select('id').execute()).length;
    const res = await contact({ name: 'Ada', email: 'ada@example.com', message: 'Hi', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await server.deps.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before);
  });

  it('cannot add mail headers through a line break in a field', async () => {
    for (const change of [{ name: 'Eve\r\nBcc: victim@example.com' }, { email: 'eve@example.com\r\nBcc: victim@example.com' }]) {
      const res = await contact({ name: 'Eve', email: 'eve@example.com', message: 'hi', ...change });
      expect(res.statusCode).toBe(400);
    }
    await server.deliverEmail();
    expect(server.mail.messages.some((m) => m.to.includes('victim') || JSON.stringify(m.headers).includes('victim'))).toBe(false);
  });

  it('allows 5 submissions per IP per 10 minutes (times the factor), then 429', async () => {
    const strict = await startTestServer();
    try {
      const send = async () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/submit-contact',
          remoteAddress: '198.51.100.4',
          payload: { name: 'F', email: 'f@example.com', message: 'flood', token: await solveAltcha(strict) },
        });
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe('newsletter', () => {
  it('subscribes, sends a welcome with a one-click unsubscribe link that works without logging in', async () => {
    const res = await subscribe('reader@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PUBLIC_FORM_MESSAGES.newsletter.thanks });
    await server.deliverEmail();
    const welcome = server.mail.to('reader@example.com').at(-1)!;
    expect(welcome.subject).toBe('Welcome to the Sponsorly newsletter');
    const link = welcome.text.match(/http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+/)![0];
    const token = new URL(link).searchParams.get('token')!;

    const out = await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(PUBLIC_FORM_MESSAGES.newsletter.unsubscribed);
    const row = await server.deps.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
    // Clicking again is fine; a made-up token is not.
    expect((await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })).statusCode).toBe(
      200,
    );
    const bogus = await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'nope' } });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink);
  });

  it('is idempotent and answers the same whether or not the address was on the list', async () => {
    const first = await subscribe('Twice@Example.com');
    const second = await subscribe('twice@example.com');
    const fresh = await subscribe('someone-new@example.com');
    expect([first.statusCode, second.statusCode, fresh.statusCode]).toEqual([200, 200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(fresh.json()).toEqual(first.json());
    const rows = await server.deps.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    await server.deliverEmail();
    // One welcome, not one per click.
    expect(server.mail.to('twice@example.com')).toHaveLength(1);
  });

  it('welcomes back someone who unsubscribed, with a new link', async () => {
    await subscribe('returning@example.com');
    await server.deliverEmail();
    const oldToken = new URL(
      server.mail.to('returning@example.com')[0]!.text.match(/http:\/\/\S+unsubscribe\?token=[\w-]+/)![0],
    ).searchParams.get('token')!;
    await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: oldToken } });
    await subscribe('returning@example.com');
    await server.deliverEmail();
    expect(server.mail.to('returning@example.com')).toHaveLength(2);
    const row = await server.deps.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'returning@example.com')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).toBeNull();
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: oldToken } })).statusCode,
    ).toBe(400);
  });

  it('refuses a subscription without a solved captcha', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/subscribe-newsletter',
      payload: { email: 'bot@example.com', token: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PUBLIC_FORM_MESSAGES.captcha.required);
    expect(
      await server.deps.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'bot@example.com').execute(),
    ).toHaveLength(0);
  });
});
