import { PROFILE_BODIES } from '@sponsorly/shared';
import { createSchema } from 'zod-openapi';
import type { z } from 'zod';

type JsonSchema = ReturnType<typeof createSchema>['schema'];

/** A zod schema as the JSON Schema of what a caller sends (its input side: defaults, before transforms). */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema => createSchema(schema, { io: 'input' }).schema;

/**
 * Request bodies the API document names although no procedure's input schema holds them: a procedure
 * whose service picks the schema itself (PUT /profile reads one body or the other by the account's type)
 * points at them from its input's metadata.
 */
export function namedBodySchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(PROFILE_BODIES).map(([name, schema]) => [name, inputJsonSchema(schema)]));
}
