import type { ErrorCode } from '@sponsorly/shared';
import type { OpenApiMeta } from 'trpc-to-openapi';

/** A kind of account an operation can be kept to; an administrator is an account named in ADMIN_EMAILS. */
export type AccountKind = 'brand' | 'creator' | 'admin';

/**
 * Who may call a procedure: any account with a session, or only some kinds of account. Left out, anyone
 * may. The procedures it is built from set it (`authedProcedure`, `roleProcedure`, `adminProcedure` in
 * trpc.ts) beside the check they run, so the document cannot promise another rule than the one applied.
 */
export type Access = 'session' | readonly AccountKind[];

/**
 * What a procedure declares about itself. `openapi` is its REST face (method, path under `/api` with
 * `{param}` segments, summary, tags, whether it needs a session): the REST plugin serves the procedure
 * there and the OpenAPI document describes it. `successStatus` is the HTTP status of a success on REST
 * (tRPC answers 200 whatever it is); 204 sends no body.
 *
 * `refusals` are the error codes its own service can answer, beside the ones every operation of its kind
 * can, which the document's generator adds (apps/server rest/operation-failures.ts: a validation failure
 * for any input, 401 and 403 from `access`, 413 and 415 for a body, 500 and 503 for all); each code's
 * status comes from one table (refusals.ts). `idempotent` says it honours an `Idempotency-Key` header.
 */
export type ProcedureMeta = OpenApiMeta<{
  successStatus?: 200 | 201 | 202 | 204;
  access?: Access;
  refusals?: readonly ErrorCode[];
  idempotent?: true;
}>;

export type RestFace = NonNullable<ProcedureMeta['openapi']>;
