import { API_TAGS, appRouter, namedBodySchemas, type Access } from '@sponsorly/api';
import { ACCOUNT_DELETION_REFUSALS, DEAL_LIMITS, ERROR_CODES, type ErrorCode } from '@sponsorly/shared';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { restOperations } from '../plugins/rest-api';
import { SESSION_COOKIE } from '../plugins/session-cookie';
import { mediaOperation, photoUploadOperation } from '../plugins/media-uploads';
import { readinessOperation } from '../plugins/readiness';
import { MULTIPART_UPLOADS, dealFileOperation } from '../plugins/uploads';
import { accountExportOperation } from './account-export-route';
import { analyticsCsvOperation } from './analytics-csv-route';
import { receiptOperation, statementOperation } from './money-documents';
import { unsubscribeOperation, unsubscribePageOperation } from './notifications-unsubscribe-route';
import type { HandWrittenOperation } from './hand-written-operation';
import { connectionCallbackOperation, connectionStartOperation } from './connection-routes';
import { failureResponses } from './operation-failures';
import { stripeWebhookOperation } from './stripe-webhook-route';
import { verifyEmailOperation } from './verify-email-route';

/** The routes written by hand, each declared beside its handler. */
const HAND_WRITTEN = [
  verifyEmailOperation,
  dealFileOperation,
  stripeWebhookOperation,
  receiptOperation,
  statementOperation,
  accountExportOperation,
  analyticsCsvOperation,
  unsubscribeOperation,
  unsubscribePageOperation,
  photoUploadOperation,
  mediaOperation,
  connectionStartOperation,
  connectionCallbackOperation,
  readinessOperation,
];

type Components = NonNullable<OpenAPIObject['components']>;
type SchemaObject = Record<string, unknown>;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { content?: unknown; description?: string }>;
};

/** One operation of the document, from a procedure's metadata or a hand-written route's declaration. */
interface DocumentedOperation {
  path: string;
  method: string;
  summary: string;
  description: string | undefined;
  access: Access | undefined;
  refusals: readonly ErrorCode[];
  hasInput: boolean;
  successStatus: number;
  idempotent: boolean;
  /** The procedure's input schema: JSON Schema rules in its metadata apply to the body. */
  input?: unknown;
  /** The form it also takes as multipart/form-data. */
  form?: SchemaObject;
  /** Failures with a body of their own, replacing the error body's entry for their status. */
  ownFailures?: Record<string, unknown>;
  /** A procedure's `protect` flag, which must agree with its access. */
  protect?: boolean;
}

/** The error body every failure has, whatever the door. */
const ERROR_SCHEMA: NonNullable<Components['schemas']>[string] = {
  type: 'object',
  required: ['message', 'code'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', description: 'For people: can be shown as it is.' },
    code: {
      type: 'string',
      enum: Object.values(ERROR_CODES),
      description: 'For programs: stable. Each response lists the codes it can carry, with their meaning.',
    },
    request_id: {
      type: 'string',
      description: 'On a server failure (5xx): the request’s id, also in `X-Request-Id`, to quote when reporting it.',
    },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'On a validation failure: the message of each failing field, by path (`usage_rights.duration_days`).',
    },
    status: {
      type: 'string',
      description: 'On `state_changed` (and a `conflict` about a deal): the state the resource is in now.',
    },
    retry_after: {
      type: 'integer',
      minimum: 1,
      description: 'On a 429: the seconds to wait before trying again, as `Retry-After` says.',
    },
    is_admin: { type: 'boolean', description: 'On an administrators-only operation refused to another account: false.' },
    application_id: {
      type: 'string',
      format: 'uuid',
      description: 'On applying twice (`conflict`): the application already made.',
    },
    reason: {
      type: 'string',
      enum: [...ACCOUNT_DELETION_REFUSALS],
      description: 'On an account deletion refused (`conflict`): why, as the message says it.',
    },
  },
};

const IDEMPOTENCY_KEY: NonNullable<Components['parameters']>[string] = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same request answers as the first did and changes nothing; the same key with another request is 409 `conflict`.',
  schema: { type: 'string', minLength: 1, maxLength: DEAL_LIMITS.idempotencyKeyMax, pattern: '^[\\x21-\\x7E]+$' },
};

const INFO_DESCRIPTION = [
  'The REST API of Sponsorly, the marketplace where creators and brands make paid partnerships.',
  'Authenticate with `Authorization: Bearer <token>` (the token a login answers) or the session cookie; an operation with no security requirement needs neither.',
  'Requests send JSON (`Content-Type: application/json`); a draft, a dispute and a portfolio item may also be sent as multipart/form-data with files, and a photo only so.',
  'Every failure answers JSON `{ message, code }`: `message` for people, `code` for programs (each response lists its codes); a validation failure adds `fields`, and a 429 says in `retry_after` and `Retry-After` when to try again.',
  'A change sent from a browser must come from Sponsorly’s own pages (its `Origin`).',
].join('\n\n');

const SUCCESS: Record<number, string> = { 201: 'Created.', 202: 'Accepted: it is done shortly after.' };

const KIND_NAMES = { brand: 'a brand', creator: 'a creator', admin: 'an administrator' } as const;

function accessSentence(access: Access | undefined): string {
  if (!access) return 'Open to anyone: no session needed.';
  if (access === 'session') return 'Needs a session.';
  return `Needs the session of ${access.map((kind) => KIND_NAMES[kind]).join(' or ')}; any other account gets 403 \`forbidden\`.`;
}

/** What the operation does (its own description, or its summary), who may call it, and how to retry it. */
function describe(op: DocumentedOperation): string {
  const parts = [op.description ?? `${op.summary}.`, accessSentence(op.access)];
  if (op.idempotent) parts.push('Send an `Idempotency-Key` to make a retry safe.');
  return parts.join(' ');
}

/** JSON Schema keywords a procedure's input may carry in its metadata for rules zod keeps in a refinement. */
const RULE_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'not', 'dependentRequired'];

function bodyRules(input: unknown): SchemaObject {
  const meta = (input as { meta?: () => SchemaObject | undefined } | undefined)?.meta?.() ?? {};
  return Object.fromEntries(RULE_KEYWORDS.filter((key) => key in meta).map((key) => [key, meta[key]]));
}

function documentedOperations(): DocumentedOperation[] {
  return [
    ...restOperations().map((op) => ({
      path: op.face.path,
      method: op.face.method,
      summary: op.face.summary ?? op.procedure,
      description: op.face.description,
      access: op.access,
      refusals: op.refusals,
      hasInput: op.input !== undefined,
      successStatus: op.successStatus,
      idempotent: op.idempotent,
      input: op.input,
      form: MULTIPART_UPLOADS[op.procedure]?.form,
      protect: op.face.protect ?? true,
    })),
    ...HAND_WRITTEN.map((route) => ({
      path: route.path,
      method: route.method,
      summary: route.operation.summary,
      description: route.operation.description,
      access: route.access,
      refusals: route.refusals,
      hasInput: route.hasInput,
      successStatus: 200,
      idempotent: false,
      ownFailures: route.ownFailures,
    })),
  ];
}

/**
 * The OpenAPI 3.1 document of every REST operation, generated from the procedures' metadata and their
 * input and output schemas, and from the declarations beside the hand-written routes, so it cannot
 * drift from what the server does. Failures come from each operation's traits (operation-failures.ts).
 */
export function buildOpenApiDocument(opts: { appUrl: string; contactEmail: string }): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Sponsorly API',
    description: INFO_DESCRIPTION,
    version: '1.0.0',
    contact: { name: 'Sponsorly', url: `${opts.appUrl}/#contact`, email: opts.contactEmail },
    license: { name: 'Proprietary', identifier: 'LicenseRef-Sponsorly-Proprietary' },
    baseUrl: `${opts.appUrl}/api`,
    docsUrl: `${opts.appUrl}/api/docs`,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The token a login (or the emailed link) answers.' },
      cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The web app’s session cookie.' },
    },
    // One path may have several hand-written methods (the unsubscribe link's POST and GET).
    paths: HAND_WRITTEN.reduce<Record<string, Record<string, HandWrittenOperation['operation']>>>((paths, route) => {
      paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: route.operation };
      return paths;
    }, {}),
  });
  // Sponsorly runs wherever it is installed: the address is a variable, its default this server's.
  document.servers = [
    {
      url: '{origin}/api',
      description: 'This Sponsorly server.',
      variables: { origin: { default: opts.appUrl, description: 'Where Sponsorly runs (its APP_URL).' } },
    },
  ];
  document.tags = Object.entries(API_TAGS).map(([name, description]) => ({ name, description }));

  for (const op of documentedOperations()) {
    const where = `${op.method} ${op.path}`;
    const operation = (document.paths?.[op.path] as Record<string, Operation> | undefined)?.[op.method.toLowerCase()];
    if (!operation) throw new Error(`${where}: not in the generated document`);
    if (op.protect !== undefined && op.protect !== (op.access !== undefined))
      throw new Error(`${where}: \`protect\` says ${op.protect} but its access is ${JSON.stringify(op.access)}`);
    for (const tag of operation.tags ?? []) if (!(tag in API_TAGS)) throw new Error(`${where}: tag "${tag}" is not in API_TAGS`);

    operation.description = describe(op);
    // A public operation that answers some readers only once they log in (a page its owner limited) takes a
    // session if there is one: its security lists "none" first, then the two ways to send one.
    const optionalSession = !op.access && op.refusals.includes('unauthorized');
    operation.security = op.access
      ? [{ bearer: [] }, { cookie: [] }]
      : optionalSession
        ? [{}, { bearer: [] }, { cookie: [] }]
        : [];
    // tRPC answers 200; the REST face may declare another success status (201 created, 204 no content).
    const success = operation.responses['200'];
    if (success && op.successStatus !== 200) {
      delete operation.responses['200'];
      operation.responses[String(op.successStatus)] =
        op.successStatus === 204 ? { description: 'Done; no content.' } : { ...success, description: SUCCESS[op.successStatus] };
    }
    // The generator describes failures in tRPC's words; ours have one shape and a code of their own.
    for (const status of Object.keys(operation.responses)) if (Number(status) >= 400) delete operation.responses[status];
    Object.assign(operation.responses, failureResponses(op), op.ownFailures);

    if (op.idempotent)
      operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    const json = operation.requestBody?.content['application/json'];
    if (json?.schema) {
      const rules = bodyRules(op.input);
      if (Object.keys(rules).length)
        json.schema = '$ref' in json.schema ? { allOf: [json.schema], ...rules } : { ...json.schema, ...rules };
    }
    if (op.form && operation.requestBody) operation.requestBody.content['multipart/form-data'] = { schema: op.form };
  }

  const components = (document.components ??= {});
  const generated = Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith('error.'));
  components.schemas = { ...Object.fromEntries(generated), ...namedBodySchemas(), Error: ERROR_SCHEMA };
  components.parameters = { IdempotencyKey: IDEMPOTENCY_KEY };
  return document;
}
