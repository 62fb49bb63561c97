import { HTTP_MESSAGES } from '@sponsorly/shared';
import type { z } from 'zod';
import { badRequest, type AppError } from './app-error';

/**
 * A failed zod check as the one 400 both doors answer: `fields` names each failing path
 * (`deliverables.2.due_date`) with its first message, and the message is the first issue's own,
 * or the generic "invalid input" when zod only has its default wording.
 */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : HTTP_MESSAGES.invalidInput;
  return badRequest(message, fields);
}

/** Parses input with a shared schema; a failure is the 400 above. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error);
}
