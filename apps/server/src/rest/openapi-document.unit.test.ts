import { REFUSALS } from '@sponsorly/api';
import { ERROR_CODES } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { createConformanceCheck, type Answer } from '../testing/openapi-conformance';
import { buildOpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument({ appUrl: 'https://sponsorly.test', contactEmail: 'team@sponsorly.test' });
type Operation = {
  security: unknown[];
  description: string;
  parameters?: { $ref?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { allOf?: [unknown, { properties: { code: { enum: string[] } } }] } }> }
  >;
};
const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!.operation;
const codesAt = (operation: Operation, status: number) =>
  operation.responses[String(status)]?.content?.['application/json']?.schema.allOf?.[1].properties.code.enum ?? [];

describe('the API document', () => {
  it('lists the failures each operation can answer, with their codes', () => {
    for (const { path, method, operation } of operations) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses).map(Number);
      // Who may call it, the same in `security` and in the failures.
      expect(codesAt(operation, 401).includes('unauthorized'), where).toBe(operation.security.length > 0);
      // A change to something named in the path: it may not exist (or not for this account).
      if (method !== 'get' && path.includes('{')) expect(codesAt(operation, 404), where).toContain('not_found');
      if (method !== 'get') for (const status of [400, 403, 413, 415]) expect(statuses, where).toContain(status);
      expect(statuses, where).toEqual(expect.arrayContaining([500, 503]));
      for (const status of statuses.filter((s) => s >= 400)) {
        // Readiness's 503 is its own answer (`{status, checks}`, docs/operations.md), not a failure with a code.
        if (where === 'get /ready' && status === 503) continue;
        const codes = codesAt(operation, status);
        expect(codes.length, `${where} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(REFUSALS[code as keyof typeof REFUSALS].status, `${where} ${code}`).toBe(status);
      }
    }
    expect(codesAt(find('post', '/auth/login'), 401)).toEqual(['invalid_credentials']);
    expect(codesAt(find('post', '/auth/login'), 429)).toEqual(['captcha_required', 'rate_limited']);
    expect(codesAt(find('post', '/deals/{id}/fund'), 402)).toEqual(['payment_declined']);
    expect(codesAt(find('post', '/wallet/payouts'), 409)).toEqual(['insufficient_funds', 'payouts_not_enabled', 'conflict']);
    // The creator page answers only a session (a brand's, an admin's, the creator's own).
    expect(find('get', '/creators/{id}').security).not.toEqual([]);
    expect(codesAt(find('get', '/creators/{id}'), 403)).toEqual(['forbidden']);
  });

  it('names every error code in the error body and gives each code one status', () => {
    const error = document.components!.schemas!.Error as { properties: { code: { enum: string[] } } };
    expect(error.properties.code.enum.sort()).toEqual(Object.values(ERROR_CODES).sort());
    expect(Object.keys(REFUSALS).sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it('shows the Idempotency-Key header, the uploads, the download, the profile bodies and the conditional rules', () => {
    const idempotent = operations.filter((o) => o.operation.parameters?.some((p) => p.$ref?.endsWith('/IdempotencyKey')));
    expect(idempotent.map((o) => o.path)).toEqual(
      expect.arrayContaining(['/deals', '/deals/{id}/accept', '/deals/{id}/counter', '/deals/{id}/approve']),
    );
    for (const path of ['/deals/{id}/deliverables/{deliverable_id}/submissions', '/deals/{id}/disputes']) {
      expect(Object.keys(find('post', path).requestBody!.content)).toEqual(['application/json', 'multipart/form-data']);
    }
    expect(find('get', '/deals/{id}/files/{file_id}').responses['200']!.content).toHaveProperty(['*/*']);
    expect(find('put', '/profile').requestBody!.content['application/json']!.schema.anyOf).toEqual([
      { $ref: '#/components/schemas/CreatorProfileInput' },
      { $ref: '#/components/schemas/BrandProfileInput' },
    ]);
    expect(document.components!.schemas).toHaveProperty(['CreatorProfileInput', 'properties', 'bio']);
    expect(document.components!.schemas).toHaveProperty(['BrandProfileInput', 'properties', 'company_name']);
    // An offer names a package, or brings deliverables, a price and usage rights.
    expect(find('post', '/deals').requestBody!.content['application/json']!.schema.anyOf).toContainEqual({
      required: ['deliverables', 'price_cents', 'usage_rights'],
    });
    expect(find('get', '/auth/verify-email').responses['200']!.content).toHaveProperty(['application/json', 'schema']);
  });
});

describe('the conformance check the REST tests run on every answer', () => {
  const check = createConformanceCheck(document);
  const answer = (status: number, body: unknown, more: Partial<Answer> = {}): Answer => ({
    method: 'GET',
    url: '/api/deals/0b9d3c2a-5a4e-4a57-9a4b-3f6a3c1e2d10?x=1',
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? '' : JSON.stringify(body),
    ...more,
  });

  it('accepts an answer the document describes', () => {
    expect(check(answer(404, { message: 'No such deal.', code: 'not_found' }))).toEqual([]);
    expect(check(answer(400, { message: 'Invalid.', code: 'validation_error', fields: { id: 'Required.' } }))).toEqual([]);
    expect(check(answer(200, '', { url: '/trpc/deals.get' }))).toEqual([]);
  });

  it('refuses a status, a code, a body or a header the document does not describe', () => {
    const problems = [
      check(answer(402, { message: 'Declined.', code: 'payment_declined' })),
      check(answer(404, { message: 'Moved.', code: 'state_changed' })),
      check(answer(404, { message: 'No such deal.', code: 'not_found', stack: 'Error: at loadDeal' })),
      check(answer(200, { deal: { id: 'not a deal' } })),
      check(answer(204, undefined, { method: 'POST', url: '/api/creators/x/hide' })),
      check(answer(429, { message: 'Slow down.', code: 'rate_limited' }, { method: 'POST', url: '/api/auth/login' })),
      check(answer(200, { ok: true }, { url: '/api/deals/x/secret-export' })),
    ];
    expect(problems.map((p) => p.length)).toEqual([1, 1, 1, 1, 0, 1, 1]);
    expect(problems[0]![0]).toContain('answered 402, which the document does not list');
    expect(problems[5]![0]).toContain('without its Retry-After header');
  });

  it('fails an answer once the document stops describing it', () => {
    const broken = structuredClone(document);
    const get = (broken.paths!['/deals/{id}'] as Record<string, Operation>).get!;
    delete get.responses['404'];
    expect(createConformanceCheck(broken)(answer(404, { message: 'No such deal.', code: 'not_found' }))).toEqual([
      expect.stringContaining('GET /api/deals/{id} answered 404, which the document does not list'),
    ]);
  });
});
