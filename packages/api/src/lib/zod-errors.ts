import { MESSAGES } from '@sponsorly/shared';
import type { z } from 'zod';
import { badRequest } from './app-error';

/** Parses input with a shared schema; a failure is a 400 naming each field and its message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.http.invalidInput;
  throw badRequest(message, fields);
}
