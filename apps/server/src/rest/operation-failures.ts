import { REFUSALS, type Access } from '@sponsorly/api';
import type { ErrorCode } from '@sponsorly/shared';

/** What an operation's failures follow from: its method, who may call it, its input and its own refusals. */
export interface OperationTraits {
  method: string;
  access: Access | undefined;
  refusals: readonly ErrorCode[];
  hasInput: boolean;
}

/** Methods whose body Fastify reads, and may refuse, before any route runs. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every error code an operation can answer: its own service's refusals, and the ones every operation
 * like it can answer:
 * - any input, and any body (malformed JSON), can fail validation;
 * - needing a session, 401; kept to some kinds of account, 403;
 * - a body can be too large (413) or of a type not taken (415), and a change sent from another site's
 *   page is refused with 403 (plugins/security.ts);
 * - anything can fail unexpectedly (500) or find the database out of reach (503).
 */
export function errorCodesOf(op: OperationTraits): ErrorCode[] {
  const codes = new Set<ErrorCode>(op.refusals);
  const takesBody = BODY_METHODS.has(op.method.toUpperCase());
  if (op.hasInput || takesBody) codes.add('validation_error');
  if (op.access) codes.add('unauthorized');
  if (op.access && op.access !== 'session') codes.add('forbidden');
  if (takesBody) for (const code of ['forbidden', 'payload_too_large', 'unsupported_media_type'] as const) codes.add(code);
  codes.add('internal_error');
  codes.add('service_unavailable');
  return [...codes];
}

const retryAfter = (required: boolean) => ({
  description: 'Seconds to wait before trying again.',
  required,
  schema: { type: 'integer', minimum: 0 },
});

/**
 * The operation's failure responses, one per status: what each code means there, and the error body
 * with `code` narrowed to the codes that status can carry. A 429 always says when to try again.
 */
export function failureResponses(op: OperationTraits): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(op)) {
    const { status } = REFUSALS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `\`${code}\`: ${REFUSALS[code].meaning}`).join(' '),
          ...(status === 429 || status === 503 ? { headers: { 'Retry-After': retryAfter(status === 429) } } : {}),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/Error' },
                  { type: 'object', properties: { code: { type: 'string', enum: codes } } },
                ],
              },
            },
          },
        },
      ]),
  );
}
