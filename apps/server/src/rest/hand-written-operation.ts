import type { Access } from '@sponsorly/api';
import type { ErrorCode } from '@sponsorly/shared';
import type { ZodOpenApiOperationObject } from 'zod-openapi';

/**
 * A REST route written by hand (a reason beside each), as the API document describes it: its success in
 * the operation object (zod schemas or JSON Schema), and who may call it and its own refusals in the same
 * terms a procedure declares them, so its failures are listed by the same rules (operation-failures.ts).
 */
export interface HandWrittenOperation {
  method: 'GET' | 'POST';
  /** Under `/api`, with `{param}` segments. */
  path: `/${string}`;
  access?: Access;
  refusals: readonly ErrorCode[];
  /** Whether it reads input that can fail validation (its query or body). */
  hasInput: boolean;
  /** Failures answered in a shape of their own instead of the error body (readiness's 503). */
  ownFailures?: Record<string, unknown>;
  operation: ZodOpenApiOperationObject & { operationId: string; summary: string; tags: [string] };
}
