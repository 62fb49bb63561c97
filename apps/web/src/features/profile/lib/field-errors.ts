/** Error messages of a form, by the name of the field they belong to (the schema's snake_case key). */
export type FieldErrors = Record<string, string>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The form field an error path points at. A tag list is one field whichever tag is wrong
 * (`categories.3` -> `categories`); each social link is its own field (`social_links.youtube`).
 */
export function fieldKeyOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = parts;
  if (!first) return '_';
  return first === 'social_links' && second ? `social_links.${second}` : first;
}

/** The first message per field, from the shared schema's issues (client side). */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldKeyOf(issue.path)] ??= issue.message;
  return errors;
}

/** The server names fields the same way (`error.data.fields`); tag positions are folded into their list. */
export function fieldErrorsFromServer(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[fieldKeyOf(path)] ??= message;
  return errors;
}

/** Moves focus to the first field, in page order, that has an error. Returns whether one was found. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): boolean {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] !== undefined && element instanceof HTMLElement) {
      element.focus();
      return true;
    }
  }
  return false;
}
