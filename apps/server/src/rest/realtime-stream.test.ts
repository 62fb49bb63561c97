import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { createDatabase, type DatabaseHandle } from '@sponsorly/db';
import { AUTH_DURATIONS } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { dataEvents, openSse, type SseStream } from '../testing/sse-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const url = process.env.DATABASE_URL;
const onPostgres = Boolean(url && /^postgres/.test(url));

let server: TestServer;
let brand: Awaited<ReturnType<typeof createVerifiedAccount>>;
let creator: Awaited<ReturnType<typeof createVerifiedAccount>>;
let conversationId: string;
const streams: SseStream[] = [];

/** REALTIME_PING_MS for this file's server: an idle stream is pinged this often. */
const PING_MS = 300;

beforeAll(async () => {
  server = await startTestServer(
    { RATE_LIMIT_FACTOR: '20', REALTIME_PING_MS: String(PING_MS) },
    { listen: true, realtime: { sessionRecheckMs: 300 } },
  );
  brand = await createVerifiedAccount(server, 'brand');
  creator = await createVerifiedAccount(server, 'creator');
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(brand.sessionToken),
    payload: { creator_id: creator.user.id, body: 'Hello!' },
  });
  expect(started.statusCode).toBe(201);
  conversationId = started.json().conversation_id;
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await server.close();
});

/** The user's stream, as the web app opens it: GET on the tRPC door with the session cookie. */
async function openStream(on: TestServer, token: string | undefined, headers: Record<string, string> = {}) {
  const stream = await openSse(`${on.baseUrl}/trpc/realtime.events`, {
    ...(token ? { cookie: `sponsorly_session=${token}` } : {}),
    ...headers,
  });
  streams.push(stream);
  return stream;
}
const connected = (stream: SseStream) => stream.waitFor((e) => e.event === 'connected');
const send = (on: TestServer, token: string, body: string) =>
  on.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: bearer(token),
    payload: { body },
  });
const messageEvents = (stream: SseStream, messageId: string) =>
  dataEvents(stream).filter((e) => e.type === 'message' && e.payload.message_id === messageId);

describe('the real-time stream', () => {
  it('is an unbuffered event stream that no proxy may transform', async () => {
    const stream = await openStream(server, creator.sessionToken);
    await connected(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toMatch(/no-transform/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-length')).toBeNull();
    expect(stream.headers.get('content-encoding')).toBeNull();
    stream.close();
  });

  it('brings a message sent through REST to the other party’s open stream within 2 s, with its id as the event id', async () => {
    const creatorStream = await openStream(server, creator.sessionToken);
    const brandStream = await openStream(server, brand.sessionToken);
    await Promise.all([connected(creatorStream), connected(brandStream)]);

    const sentAt = Date.now();
    const sent = await send(server, brand.sessionToken, 'Are you free in May?');
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().message.id;
    await creatorStream.waitFor((e) => e.data.includes(messageId), 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    // The recipient hears of the message and of its notification; the sender's other pages of the message.
    await creatorStream.waitFor((e) => e.data.includes('"type":"notification"'));
    await brandStream.waitFor((e) => e.data.includes(messageId));

    const [event] = messageEvents(creatorStream, messageId);
    expect(event).toMatchObject({ type: 'message', payload: { conversation_id: conversationId, sender_id: brand.user.id } });
    expect(event!.sseId).toBe(event!.id);
    const stored = await server.database.db
      .selectFrom('user_events')
      .select('id')
      .where('user_id', '=', creator.user.id)
      .where('type', '=', 'message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event!.id).toBe(String(stored.id));
    // Nothing of another user's stream reaches this one.
    expect(dataEvents(creatorStream).every((e) => e.type !== 'message' || e.payload.conversation_id === conversationId)).toBe(
      true,
    );
  });

  it('resumes after Last-Event-ID with every missed event exactly once, then goes on live', async () => {
    const first = await openStream(server, creator.sessionToken);
    await connected(first);
    const before = (await send(server, brand.sessionToken, 'one')).json().message.id;
    await first.waitFor((e) => e.data.includes(before));
    const lastSeen = first.events.filter((e) => e.id).at(-1)!.id!;
    first.close();

    const missed: string[] = [];
    for (const body of ['two', 'three', 'four']) missed.push((await send(server, brand.sessionToken, body)).json().message.id);

    const resumed = await openStream(server, creator.sessionToken, { 'last-event-id': lastSeen });
    await resumed.waitFor((e) => e.data.includes(missed[2]!));
    const live = (await send(server, brand.sessionToken, 'five')).json().message.id;
    await resumed.waitFor((e) => e.data.includes(live));

    const ids = dataEvents(resumed).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...missed, live]) expect(messageEvents(resumed, id)).toHaveLength(1);
    expect(messageEvents(resumed, before)).toHaveLength(0);
    // Exactly the rows written after the resume point, in order.
    const rows = await server.database.db
      .selectFrom('user_events')
      .select('id')
      .where('user_id', '=', creator.user.id)
      .where('id', '>', lastSeen)
      .orderBy('id')
      .execute();
    expect(ids).toEqual(rows.map((r) => String(r.id)));
  });

  it('starts at the newest event when no Last-Event-ID is given', async () => {
    const beforeId = String((await send(server, brand.sessionToken, 'before the page opened')).json().message.id);
    const stream = await openStream(server, creator.sessionToken);
    await connected(stream);
    // Events reach a stream in order: once the next message has arrived, an earlier one would have too.
    const after = await send(server, brand.sessionToken, 'after the page opened');
    const afterId = String(after.json().message.id);
    await stream.waitFor((e) => e.data.includes(afterId));
    expect(
      dataEvents(stream)
        .filter((e) => e.type === 'message')
        .map((e) => String(e.payload.message_id)),
    ).toEqual([afterId]);
    expect(dataEvents(stream).some((e) => JSON.stringify(e).includes(beforeId))).toBe(false);
  });

  // The tRPC client retries a stream that failed with INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE, BAD_GATEWAY
  // or GATEWAY_TIMEOUT (all -32603), and gives up on any other code.
  it('refuses a caller without a session with an error that tells the client not to retry', async () => {
    const stream = await openStream(server, undefined);
    const error = await stream.waitFor((e) => e.event === 'serialized-error');
    expect(JSON.parse(error.data)).toMatchObject({ code: TRPC_ERROR_CODES_BY_KEY.UNAUTHORIZED, data: { httpStatus: 401 } });
    await stream.ended();
    const bad = await openStream(server, 'not-a-session');
    await bad.waitFor((e) => e.event === 'serialized-error');
  });

  it('closes on logout, at once', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.email, password: creator.password },
    });
    const token = login.json().token as string;
    const stream = await openStream(server, token);
    await connected(stream);
    const loggedOut = Date.now();
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBeLessThan(300);
    const error = await stream.waitFor((e) => e.event === 'serialized-error', 2000);
    expect(JSON.parse(error.data)).toMatchObject({ code: TRPC_ERROR_CODES_BY_KEY.UNAUTHORIZED });
    await stream.ended();
    expect(Date.now() - loggedOut).toBeLessThan(2000);
  });

  it('closes when the session expires', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: brand.email, password: brand.password },
    });
    const stream = await openStream(server, login.json().token);
    await connected(stream);
    server.clock.advance(AUTH_DURATIONS.sessionAbsolute + 1000);
    try {
      const error = await stream.waitFor((e) => e.event === 'serialized-error', 2000);
      expect(JSON.parse(error.data)).toMatchObject({ code: TRPC_ERROR_CODES_BY_KEY.UNAUTHORIZED });
      await stream.ended();
    } finally {
      server.clock.advance(-(AUTH_DURATIONS.sessionAbsolute + 1000));
    }
  });

  it('sends a ping while idle, so proxies keep the stream open', async () => {
    const stream = await openStream(server, creator.sessionToken);
    await connected(stream);
    await stream.waitFor((e) => e.event === 'ping', PING_MS + 3000);
    stream.close();
  });
});

describe('shutting down', () => {
  it('ends open streams with a retryable error and closes without waiting on them', async () => {
    const other = await startTestServer({}, { listen: true });
    const account = await createVerifiedAccount(other, 'creator');
    const open = [await openStream(other, account.sessionToken), await openStream(other, account.sessionToken)];
    await Promise.all(open.map(connected));
    expect(other.deps.userEvents?.openStreams()).toBe(2);
    // A close that waited on them would never end (nothing else ends an event stream): the test's own
    // timeout is the bound, not a time measured on a busy machine (which the database's drop, on
    // PostgreSQL, once pushed past two seconds).
    await other.close();
    for (const stream of open) {
      await stream.ended();
      const error = stream.events.find((e) => e.event === 'serialized-error');
      // SERVICE_UNAVAILABLE: a code the tRPC client retries (reconnecting, with its Last-Event-ID).
      expect(JSON.parse(error!.data)).toMatchObject({
        code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
        data: { httpStatus: 503 },
      });
    }
  });
});

describe('two server instances on one database', () => {
  let second: TestServer;
  let secondDatabase: DatabaseHandle | undefined;
  const appName = `realtime_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (onPostgres) {
      // Its own pool and listener on the same database, as a second process would have.
      const target = new URL(server.database.url!);
      target.searchParams.set('application_name', appName);
      secondDatabase = await createDatabase({ url: target.toString(), poolSize: 3 });
    }
    second = await startTestServer({ RATE_LIMIT_FACTOR: '20' }, { listen: true, database: secondDatabase ?? server.database });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
  });

  it('brings an event written through instance A to a stream held on instance B', async () => {
    const onB = await openStream(second, creator.sessionToken);
    await connected(onB);
    const sentAt = Date.now();
    const messageId = (await send(server, brand.sessionToken, 'via A')).json().message.id;
    await onB.waitFor((e) => e.data.includes(messageId), 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(messageEvents(onB, messageId)).toHaveLength(1);
  });

  it.skipIf(!onPostgres)('catches up when B’s listening connection is cut and comes back', async () => {
    const onB = await openStream(second, creator.sessionToken);
    await connected(onB);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query ilike $2',
        [appName, 'listen%'],
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Sent while B's listener is away: its NOTIFY reaches no one on B, the row is still there.
    const messageId = (await send(server, brand.sessionToken, 'while B was cut off')).json().message.id;
    await onB.waitFor((e) => e.data.includes(messageId), 3000);
    expect(messageEvents(onB, messageId)).toHaveLength(1);
  });
});
