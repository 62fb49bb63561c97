import cookie from '@fastify/cookie';
import { AUTH_COOKIES, DEAL_MESSAGES, HELLO_MESSAGE, TRPC_BATCH_MAX } from '@sponsorly/shared';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { registerSessionCookie } from './session-cookie';
import { trpcDoor, trpcOptions } from './trpc';
import { directRequest } from './trpc-direct-calls';

/**
 * The door's direct path against tRPC's own Fastify adapter: one Fastify serves both over the same
 * services and database, `/direct/...` through the door and `/adapter/...` through the adapter alone, and
 * every request below must get the same status, body and headers from each. `/plan/...` says which of
 * the two would answer a request at the door, so the cases meant for the direct path are proved to take it.
 */
let server: TestServer;
let doors: FastifyInstance;
let brandSession: string;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer();
  brandSession = (await createVerifiedAccount(server, 'brand')).sessionToken;
  // One request id for both, so that an answer naming it is the same from each.
  doors = Fastify({ genReqId: () => 'request-1', routerOptions: { maxParamLength: 5000 } });
  await doors.register(cookie);
  registerSessionCookie(doors, false);
  await doors.register(trpcDoor, { prefix: '/direct', deps: server.deps, secureCookies: false });
  await doors.register(fastifyTRPCPlugin, { prefix: '/adapter', trpcOptions: trpcOptions(server.deps, false) });
  await doors.register(async (plan) => {
    plan.removeContentTypeParser('application/json');
    plan.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    plan.all<{ Params: { path: string } }>('/plan/:path', async (request) => ({
      direct: directRequest(request, request.params.path, trpcOptions(server.deps, false).router, TRPC_BATCH_MAX) !== null,
    }));
  });
  await doors.ready();
});
afterAll(async () => {
  await doors?.close();
  await server?.close();
});

interface DoorRequest {
  method?: 'GET' | 'POST' | 'PUT';
  /** The procedure path and query, as after `/trpc`. */
  url: string;
  session?: string;
  headers?: Record<string, string>;
  body?: string;
}

const send = (prefix: string, request: DoorRequest) =>
  doors.inject({
    method: request.method ?? 'GET',
    url: `/${prefix}${request.url}`,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json', origin: ORIGIN }),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
    ...(request.session ? { cookies: { [AUTH_COOKIES.session]: request.session } } : {}),
  });

/** Sends the request to both, the adapter first, and checks the answers match; returns the door's. */
async function sameAnswer(request: DoorRequest, path: 'direct' | 'adapter'): Promise<LightMyRequestResponse> {
  const plan = await send('plan', request);
  expect(plan.json(), `${request.url} is answered by the ${path === 'direct' ? 'direct path' : 'adapter'}`).toEqual({
    direct: path === 'direct',
  });
  const adapter = await send('adapter', request);
  const direct = await send('direct', request);
  expect(direct.statusCode).toBe(adapter.statusCode);
  expect(direct.body === '' ? '' : direct.json()).toEqual(adapter.body === '' ? '' : adapter.json());
  for (const header of ['content-type', 'vary', 'retry-after'])
    expect(direct.headers[header], header).toBe(adapter.headers[header]);
  return direct;
}

const query = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
const batch = (inputs: Record<number, unknown>) => `?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
const UNKNOWN_DEAL = '3f1e8c1a-7a51-4a4b-9d7e-2b5f0c7a9e11';

describe('the direct path answers as tRPC does', () => {
  it('a query alone and in the batch link shape, with and without a session', async () => {
    expect((await sameAnswer({ url: '/auth.me' }, 'direct')).json()).toEqual({ result: { data: { user: null } } });
    await sameAnswer({ url: `/auth.me${batch({})}` }, 'direct');
    const me = await sameAnswer({ url: `/auth.me${batch({})}`, session: brandSession }, 'direct');
    expect(me.json()[0].result.data.user.user_type).toBe('brand');
  });

  it('a 401 for a procedure that needs a session', async () => {
    const res = await sameAnswer({ url: `/deals.get${query({ id: UNKNOWN_DEAL })}` }, 'direct');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.data).toMatchObject({ code: 'UNAUTHORIZED', appCode: 'unauthorized', path: 'deals.get' });
  });

  it('a 400 with the fields of a failed input check', async () => {
    const res = await sameAnswer({ url: `/deals.get${batch({ 0: { id: null } })}`, session: brandSession }, 'direct');
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.data).toMatchObject({ appCode: 'validation_error', fields: { id: DEAL_MESSAGES.idRequired } });
  });

  it('a 404 from the service', async () => {
    const res = await sameAnswer({ url: `/deals.get${query({ id: UNKNOWN_DEAL })}`, session: brandSession }, 'direct');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(DEAL_MESSAGES.dealNotFound);
  });

  it('a batch of two, answered 200 when both succeed and 207 when one fails', async () => {
    const both = await sameAnswer({ url: `/system.hello,auth.me${batch({})}`, session: brandSession }, 'direct');
    expect(both.statusCode).toBe(200);
    expect(both.json()).toHaveLength(2);
    const mixed = await sameAnswer(
      { url: `/auth.me,deals.get${batch({ 1: { id: UNKNOWN_DEAL } })}`, session: brandSession },
      'direct',
    );
    expect(mixed.statusCode).toBe(207);
    expect(mixed.json()[1].error.data.httpStatus).toBe(404);
  });

  it('a mutation: a refused login, a login that sets the session cookie, a batch of logouts', async () => {
    const account = await createVerifiedAccount(server);
    const refused = await sameAnswer(
      { method: 'POST', url: '/auth.login', body: JSON.stringify({ email: account.email, password: 'wrong-password-1' }) },
      'direct',
    );
    expect(refused.statusCode).toBe(401);

    const login = {
      method: 'POST' as const,
      url: `/auth.login${batch({})}`,
      body: JSON.stringify({ 0: { email: account.email, password: account.password } }),
    };
    const adapter = await send('adapter', login);
    const direct = await send('direct', login);
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toEqual(adapter.json());
    const cookieOf = (res: LightMyRequestResponse) => {
      const { value, ...attributes } = res.cookies.find((c) => c.name === AUTH_COOKIES.session)!;
      return { fresh: value.length > 20, ...attributes };
    };
    expect(cookieOf(direct)).toEqual(cookieOf(adapter));

    const session = direct.cookies.find((c) => c.name === AUTH_COOKIES.session)!.value;
    const logout = await send('direct', { method: 'POST', url: `/auth.logout${batch({})}`, body: '{}', session });
    expect(logout.statusCode).toBe(200);
    expect((await send('direct', { url: '/auth.me', session })).json().result.data.user).toBeNull();
  });

  it('leaves to the adapter what is not a plain call, which answers it as before', async () => {
    await sameAnswer({ url: '/no.such.procedure' }, 'adapter');
    await sameAnswer({ url: `/system.hello,no.such${batch({})}` }, 'adapter');
    await sameAnswer({ url: '/auth.login' }, 'adapter');
    await sameAnswer({ method: 'POST', url: '/auth.me', body: '{}' }, 'adapter');
    await sameAnswer({ method: 'PUT', url: '/auth.me', body: '{}' }, 'adapter');
    await sameAnswer({ url: '/auth.me?input=%7Bnot-json' }, 'adapter');
    await sameAnswer({ method: 'POST', url: '/auth.logout', body: '' }, 'adapter');
    await sameAnswer({ method: 'POST', url: '/auth.logout', body: 'x', headers: { 'content-type': 'text/plain' } }, 'adapter');
    await sameAnswer({ url: `/system.hello${batch([null])}` }, 'adapter');
    await sameAnswer({ url: `/system.hello,auth.me?batch=1&input=null` }, 'adapter');
    const tooMany = Array.from({ length: TRPC_BATCH_MAX + 1 }, () => 'system.hello').join(',');
    expect((await sameAnswer({ url: `/${tooMany}${batch({})}` }, 'adapter')).statusCode).toBe(400);
  });

  it('leaves a streamed batch to the adapter', async () => {
    const plan = await send('plan', { url: `/system.hello${batch({})}`, headers: { 'trpc-accept': 'application/jsonl' } });
    expect(plan.json()).toEqual({ direct: false });
    const streamed = await send('direct', { url: `/system.hello${batch({})}`, headers: { 'trpc-accept': 'application/jsonl' } });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain(HELLO_MESSAGE);
  });
});
