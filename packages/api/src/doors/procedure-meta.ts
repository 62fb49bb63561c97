import type { OpenApiMeta } from 'trpc-to-openapi';

/**
 * What a procedure declares about itself. `openapi` is its REST face (method, path under `/api` with
 * `{param}` segments, summary, tags, whether it needs a session): the REST plugin serves the procedure
 * there and the OpenAPI document describes it. `successStatus` is the HTTP status of a success on REST
 * (tRPC answers 200 whatever it is); 204 sends no body.
 */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 200 | 201 | 202 | 204 }>;

export type RestFace = NonNullable<ProcedureMeta['openapi']>;
