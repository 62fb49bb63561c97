import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readApiError } from '../../lib/api-error';

/** Keys of react-hook-form's error objects that are not paths of the form. */
const NOT_PATHS = new Set(['message', 'type', 'types', 'ref']);

/**
 * The first message at an error path or below it. A list edited as one field (tags) shows the message
 * of any of its items; a list of rows keeps its own message under `root`.
 */
export function firstMessage(error: unknown, accept: (message: string) => boolean = () => true): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message && accept(message)) return message;
  for (const [key, child] of Object.entries(error)) {
    if (NOT_PATHS.has(key)) continue;
    const found = firstMessage(child, accept);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Why the server refused a form: a message for the whole form, and messages by field path. */
export interface FormFailure {
  message?: string | undefined;
  /** `{ "deliverables.2.due_date": "..." }`, as the server's 400 answers name them. */
  fields?: Record<string, string> | undefined;
}

/**
 * A failed call as a refusal to show: the server's messages by field when it named fields (a 400),
 * otherwise its message, or `fallback` when it said nothing (a network failure, say).
 */
export function failureFromError(error: unknown, fallback: string): FormFailure {
  const { message, fields } = readApiError(error);
  return Object.keys(fields).length > 0 ? { fields } : { message: message ?? fallback };
}

/** Where the form-level message goes in react-hook-form's errors (cleared at the next submit). */
export const SERVER_ERROR = 'root.server';

/**
 * Shows a refusal on the form: each field message at its path (a list of rows takes its own under
 * `root`), and the form message, with any message for a path the form does not have, in <FormAlert>.
 */
export function showFormFailure<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, failure: FormFailure): void {
  const values = form.getValues() as Record<string, unknown>;
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(failure.fields ?? {})) {
    const top = path.split('.')[0];
    if (!top || !(top in values)) {
      unplaced.push(message);
      continue;
    }
    const value = form.getValues(path as never) as unknown;
    const isRowList = Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);
    form.setError((isRowList ? `${path}.root` : path) as never, { type: 'server', message });
  }
  const summary = [failure.message, ...unplaced].filter(Boolean).join(' ');
  if (summary) form.setError(SERVER_ERROR as never, { type: 'server', message: summary });
}

/** Moves focus to the first field marked invalid, in page order. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
