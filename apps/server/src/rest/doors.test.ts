import { appRouter, createSession } from '@sponsorly/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOperations, type RestOperation } from '../plugins/rest-api';
import { createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The two doors are one definition: every procedure with a REST face must demand the same session and
 * role through REST as through tRPC, and fail the same way. A REST route that skipped a check, or a
 * procedure that lost its own, shows up here.
 */
const ORIGIN = 'http://localhost:3000';
const ROLES = ['anonymous', 'creator', 'brand', 'admin'] as const;
type Role = (typeof ROLES)[number];

let server: TestServer;
const userIds: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'chief@example.com', RATE_LIMIT_FACTOR: '100' });
  userIds.creator = (await createVerifiedAccount(server, 'creator')).user.id;
  userIds.brand = (await createVerifiedAccount(server, 'brand')).user.id;
  userIds.admin = (await createVerifiedAccount(server, 'creator', { email: 'chief@example.com' })).user.id;
});
afterAll(() => server.close());

/** A fresh session per call: a call may end its own session (logout), and must not spoil the next one. */
async function sessionCookie(role: Role): Promise<Record<string, string>> {
  const id = userIds[role as Exclude<Role, 'anonymous'>];
  return id ? { sponsorly_session: await createSession(server.deps.db, id, server.clock.now, null) } : {};
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

async function callRest(operation: RestOperation, role: Role, input: Record<string, unknown>) {
  const url = `/api${operation.face.path.replace(/\{\w+\}/g, SOME_ID)}`;
  const hasBody = operation.face.method !== 'GET' && operation.face.method !== 'DELETE';
  return server.app.inject({
    method: operation.face.method,
    url,
    cookies: await sessionCookie(role),
    headers: { origin: ORIGIN, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(input) } : { query: input as Record<string, string> }),
  });
}

async function callTrpc(procedure: string, type: 'query' | 'mutation', role: Role, input: Record<string, unknown>) {
  const cookies = await sessionCookie(role);
  return type === 'query'
    ? server.app.inject({ method: 'GET', url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, cookies })
    : server.app.inject({
        method: 'POST',
        url: `/trpc/${procedure}`,
        cookies,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
}

/** What a caller learns about its access: refused for want of a session, refused for its role, or let through. */
const access = (status: number) => (status === 401 ? 'needs a session' : status === 403 ? 'wrong role' : 'let through');

describe('REST faces of the procedures', () => {
  const operations = restOperations();

  it('covers the spec’s REST paths, each once', () => {
    const routes = operations.map((o) => `${o.face.method} ${o.face.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of [
      'POST /auth/login',
      'POST /auth/creator-signup',
      'POST /auth/brand-signup',
      'GET /auth/me',
      'POST /auth/logout',
      'POST /auth/forgot-password',
      'GET /auth/verify-reset-token',
      'POST /auth/reset-password',
      'POST /submit-contact',
      'POST /subscribe-newsletter',
      'GET /protected/db-test',
      'POST /protected/test-email',
      'GET /hello',
      'GET /health',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('gives every procedure an output schema', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;
    const missing = Object.entries(procedures)
      .filter(([, p]) => !p._def.output)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  // The walk reaches the roles' distinctions at all (an admin-only operation refuses a creator).
  const SEEN: Record<Role, string[]> = {
    anonymous: ['profile.get anonymous: REST needs a session, tRPC needs a session'],
    creator: [
      'admin.lists creator: REST wrong role, tRPC wrong role',
      'rateCard.create creator: REST let through, tRPC let through',
    ],
    brand: ['rateCard.create brand: REST wrong role, tRPC wrong role'],
    admin: ['admin.lists admin: REST let through, tRPC let through'],
  };

  // One test a role: every operation through both doors is a few hundred requests, too long for one test
  // on a busy machine.
  it.each(ROLES)('requires the same session and role through REST as through tRPC, as %s', async (role) => {
    const table: string[] = [];
    for (const operation of operations) {
      const rest = await callRest(operation, role, {});
      // tRPC gets the same input REST built: the path parameters.
      const params = Object.fromEntries([...operation.face.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, SOME_ID]));
      const trpc = await callTrpc(operation.procedure, operation.type, role, params);
      table.push(`${operation.procedure} ${role}: REST ${access(rest.statusCode)}, tRPC ${access(trpc.statusCode)}`);
      expect(access(rest.statusCode), `${operation.procedure} as ${role}`).toBe(access(trpc.statusCode));
      // The document's promise: an operation marked as needing a session refuses an anonymous caller.
      if (role === 'anonymous' && operation.face.protect !== false) expect(rest.statusCode, operation.procedure).toBe(401);
    }
    expect(table).toEqual(expect.arrayContaining(SEEN[role]));
  });

  it('answers a validation failure with the same message, code and fields through both doors', async () => {
    const login = operations.find((o) => o.procedure === 'auth.login')!;
    const input = { email: 'not-an-address', password: '' };
    const rest = await callRest(login, 'anonymous', input);
    const trpc = await callTrpc('auth.login', 'mutation', 'anonymous', input);
    expect(rest.statusCode).toBe(400);
    expect(trpc.statusCode).toBe(400);
    const { error } = trpc.json();
    expect(rest.json()).toEqual({ message: error.message, code: error.data.appCode, fields: error.data.fields });
    expect(Object.keys(rest.json().fields)).toEqual(['email', 'password']);

    const update = operations.find((o) => o.procedure === 'profile.update')!;
    const profile = { first_name: '', last_name: 'Lopez', bio: 'Cooking', social_links: { youtube: 'javascript:alert(1)' } };
    const restProfile = await callRest(update, 'creator', profile);
    const trpcProfile = (await callTrpc('profile.update', 'mutation', 'creator', profile)).json().error;
    expect(restProfile.statusCode).toBe(400);
    expect(restProfile.json()).toEqual({
      message: trpcProfile.message,
      code: trpcProfile.data.appCode,
      fields: trpcProfile.data.fields,
    });
    expect(restProfile.json().fields['social_links.youtube']).toBeTruthy();
  });
});

describe('the API reference', () => {
  it('documents every REST operation in an OpenAPI 3.1 document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\.1/);
    for (const { face, successStatus } of restOperations()) {
      const entry = document.paths[face.path]?.[face.method.toLowerCase()];
      expect(entry, `${face.method} ${face.path}`).toBeDefined();
      expect(Object.keys(entry.responses)).toContain(String(successStatus));
    }
    expect(document.paths['/auth/verify-email'].get).toBeDefined();
    expect(document.paths['/auth/creator-signup'].post.responses['201']).toBeDefined();
    expect(document.components.schemas.Error.required).toEqual(['message', 'code']);
  });

  it('shows a reference page whose every file comes from our own origin', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const file = await server.app.inject({ method: 'GET', url: asset });
      expect(file.statusCode, asset).toBe(200);
      expect(file.body.length).toBeGreaterThan(10);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/docs/package.json' })).statusCode).toBe(404);
  });
});
