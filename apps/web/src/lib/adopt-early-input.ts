type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A prerendered form can be typed into (or filled by the browser's autofill) before the page's script
 * has run. React hydrates each field with the value it rendered and never hears of those edits: the
 * field would show text the form does not know about. Call this just before hydrating; call what it
 * returns once hydration is done, and each edit reaches the form as if it had just been made.
 */
export function captureEarlyInput(root: HTMLElement): () => void {
  const edits: Array<() => void> = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const { checked } = field;
      if (checked !== field.defaultChecked) edits.push(() => replayChecked(field, checked));
    } else if (field instanceof HTMLSelectElement) {
      const { value } = field;
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && value !== rendered.value) edits.push(() => replayValue(field, value, 'change'));
    } else {
      const { value } = field;
      if (value !== field.defaultValue) edits.push(() => replayValue(field, value, 'input'));
    }
  }
  return () => edits.forEach((edit) => edit());
}

/**
 * React reports a change only when a field differs from what it last saw. Setting the field through
 * its own property shows React the rendered state; the prototype's setter then puts the edit back
 * without telling it, and the event makes React compare the two, as it does after a keystroke.
 */
function replayValue(field: Field, value: string, event: 'input' | 'change'): void {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

/** The same for a checkbox, whose changes React hears as clicks (a plain event, which does not toggle it). */
function replayChecked(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
  field.dispatchEvent(new Event('click', { bubbles: true }));
}
