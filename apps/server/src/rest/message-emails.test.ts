import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, CONVERSATION_TIMINGS } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

let server: TestServer;
let brand: Account;
let otherBrand: Account;
let creator: Account;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '20' });
  brand = await createVerifiedAccount(server, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
  otherBrand = await createVerifiedAccount(server, 'brand', { firstName: 'Ada', lastName: 'Obi' });
  creator = await createVerifiedAccount(server, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
});
afterAll(() => server.close());

const minutes = (n: number) => n * 60 * 1000;
const start = (from: Account, to: Account, body: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(from.sessionToken),
    payload: { creator_id: to.user.id, body },
  });
const send = (from: Account, id: string, body: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: bearer(from.sessionToken),
    payload: { body },
  });
/** The new-message emails delivered to someone so far. */
async function messageEmails(to: Account) {
  await server.deliverEmail();
  return server.mail.to(to.email).filter((m) => m.subject.endsWith('sent you a message'));
}

describe('new message emails', () => {
  it('go at most once per conversation per 15 minutes, while every message still notifies in the app', async () => {
    const first = await start(brand, creator, 'Hello Maya!');
    const id = first.json().conversation_id as string;
    const mails = await messageEmails(creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Ben Okafor sent you a message' });
    expect(mails[0]!.text).toContain('Hello Maya!');
    expect(mails[0]!.text).toContain(`http://localhost:3000/messages/${id}`);

    let elapsed = 0;
    for (const at of [1, 5, 14]) {
      server.clock.advance(minutes(at - elapsed));
      elapsed = at;
      expect((await send(brand, id, `Still there? (${at} min)`)).statusCode).toBe(201);
    }
    // 14 minutes after the first email: none more, but the bell has the newest message.
    expect(await messageEmails(creator)).toHaveLength(1);
    const bell = (
      await server.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(creator.sessionToken) })
    ).json();
    expect(
      bell.items.filter((n: { kind: string; read_at: string | null }) => n.kind === 'new_message' && !n.read_at),
    ).toHaveLength(1);
    expect(bell.items[0].body).toBe('Still there? (14 min)');

    server.clock.advance(minutes(1));
    await send(brand, id, 'Fifteen minutes later');
    const after = await messageEmails(creator);
    expect(after).toHaveLength(2);
    expect(after[1]!.text).toContain('Fifteen minutes later');
  });

  it('count each conversation apart, and each side apart', async () => {
    const before = (await messageEmails(creator)).length;
    const other = await start(otherBrand, creator, 'Hi from Ada');
    expect(await messageEmails(creator)).toHaveLength(before + 1);
    // The creator's reply emails the brand: the brand's own 15 minutes.
    const brandBefore = (await messageEmails(otherBrand)).length;
    await send(creator, other.json().conversation_id, 'Hi Ada!');
    expect(await messageEmails(otherBrand)).toHaveLength(brandBefore + 1);
    await send(creator, other.json().conversation_id, 'One more thing');
    expect(await messageEmails(otherBrand)).toHaveLength(brandBefore + 1);
  });

  it('count the 15 minutes from the last email, whether or not the recipient read in between', async () => {
    const id = (await start(brand, creator, 'ping')).json().conversation_id as string;
    server.clock.advance(CONVERSATION_TIMINGS.messageEmailEveryMs);
    const before = (await messageEmails(creator)).length;
    await send(brand, id, 'first of a burst');
    expect(await messageEmails(creator)).toHaveLength(before + 1);
    await server.app.inject({ method: 'POST', url: `/api/conversations/${id}/read`, headers: bearer(creator.sessionToken) });
    server.clock.advance(minutes(2));
    await send(brand, id, 'second of a burst');
    expect(await messageEmails(creator)).toHaveLength(before + 1);
  });

  it('carry the warning instead of contact or payment details', async () => {
    server.clock.advance(CONVERSATION_TIMINGS.messageEmailEveryMs);
    const id = (await start(brand, creator, 'hello again')).json().conversation_id as string;
    server.clock.advance(CONVERSATION_TIMINGS.messageEmailEveryMs);
    const before = (await messageEmails(creator)).length;
    await send(brand, id, 'Just pay me at paypal.me/benokafor or call 415-555-0132');
    const mails = await messageEmails(creator);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain(CONVERSATION_MESSAGES.offPlatformWarning.slice(0, 40));
    expect(mail.text + mail.html).not.toMatch(/paypal\.me|415-555-0132/);
  });
});
