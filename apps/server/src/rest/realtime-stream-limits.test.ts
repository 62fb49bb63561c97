import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { LIMIT_MESSAGES } from '@sponsorly/shared';
import { createVerifiedAccount } from '../testing/accounts';
import { openSse, type SseStream } from '../testing/sse-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const streams: SseStream[] = [];

beforeAll(async () => {
  // Two streams a user, three an address (every test stream comes from 127.0.0.1).
  server = await startTestServer({ LIMIT_STREAMS_PER_USER: '2', LIMIT_STREAMS_PER_IP: '3' }, { listen: true });
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await server.close();
});

async function openStream(token: string) {
  const stream = await openSse(`${server.baseUrl}/trpc/realtime.events`, { cookie: `sponsorly_session=${token}` });
  streams.push(stream);
  await stream.waitFor((e) => e.event === 'connected');
  return stream;
}

/** The oldest stream is told why it ends (a 429 the client does not retry), then closed. */
async function expectReplaced(stream: SseStream) {
  const error = await stream.waitFor((e) => e.event === 'serialized-error', 2000);
  expect(JSON.parse(error.data)).toMatchObject({
    code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
    message: LIMIT_MESSAGES.streamReplaced,
  });
  await stream.ended();
}

const waitForOpen = async (n: number) => {
  const hub = server.deps.userEvents!;
  for (let i = 0; i < 100 && hub.openStreams() !== n; i++) await new Promise((r) => setTimeout(r, 20));
  expect(hub.openStreams()).toBe(n);
};

describe('open real-time streams', () => {
  it('are at most 2 a user and 3 an address here: past either, the oldest is closed first', async () => {
    const first = await createVerifiedAccount(server, 'brand');
    const second = await createVerifiedAccount(server, 'creator');
    const a1 = await openStream(first.sessionToken);
    const a2 = await openStream(first.sessionToken);
    await waitForOpen(2);
    // At the user's cap both stay; one more closes the user's oldest.
    const a3 = await openStream(first.sessionToken);
    await expectReplaced(a1);
    await waitForOpen(2);

    // Another user from the same address: the address's third stream is at its cap.
    const b1 = await openStream(second.sessionToken);
    await waitForOpen(3);
    expect(a2.events.some((e) => e.event === 'serialized-error')).toBe(false);
    // Its fourth closes the address's oldest, whoever it belongs to.
    await openStream(second.sessionToken);
    await expectReplaced(a2);
    await waitForOpen(3);
    for (const open of [a3, b1]) expect(open.events.some((e) => e.event === 'serialized-error')).toBe(false);
  });
});
