type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A prerendered form can be typed into (or filled by the browser's autofill) before the page's script
 * has run, and while React hydrates it. React hydrates each field with the value it rendered and never
 * hears of the first edits; the form library, registering a field as it mounts, may even put its
 * default back into it (a select reverted to its first choice). Call this just before hydrating; call
 * what it returns once hydration is done, and each edit reaches the form as if it had just been made.
 */
export function captureEarlyInput(root: HTMLElement): () => void {
  const edits = new Map<Field, () => void>();
  // Edits made before the script ran: the fields differ from what the page was rendered with.
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) edits.set(field, replayOf(field));
    } else if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) edits.set(field, replayOf(field));
    } else if (field.value !== field.defaultValue) {
      edits.set(field, replayOf(field));
    }
  }
  // Edits made while React hydrates: each field's last one is kept, whatever became of the field since.
  const remember = (event: Event) => {
    if (isField(event.target)) edits.set(event.target, replayOf(event.target));
  };
  root.addEventListener('input', remember, true);
  root.addEventListener('change', remember, true);
  return () => {
    root.removeEventListener('input', remember, true);
    root.removeEventListener('change', remember, true);
    for (const replay of edits.values()) replay();
  };
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The field's state now, as an edit to make again once React has taken the field over. */
function replayOf(field: Field): () => void {
  if (isToggle(field)) {
    const { checked } = field;
    return () => replayChecked(field, checked);
  }
  const { value } = field;
  return () => replayValue(field, value, field instanceof HTMLSelectElement ? 'change' : 'input');
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
