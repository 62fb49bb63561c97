type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs with no value a visitor types or picks that could be given back: a file cannot be set by a script. */
const NOT_REPLAYED = new Set(['file', 'button', 'submit', 'reset', 'image', 'hidden']);

/**
 * A prerendered form can be typed into (or filled by the browser's autofill) before the page's script
 * has run, and while React hydrates it. React hydrates each field with the value it rendered and never
 * hears of the first edits; the form library, registering a field as it mounts, may even put its
 * default back into it (a select reverted to its first choice). Call this just before hydrating (its
 * listeners must be on the root before React's, to hear every edit first); call what it returns once
 * hydration is done, and each edit reaches the form as if it had just been made. A radio group is one
 * edit: the radio last checked in it.
 */
export function captureEarlyInput(root: HTMLElement): () => void {
  const edits = new Map<Field | string, () => void>();
  const keep = (field: Field) => {
    const key = editKey(field);
    // The latest edit goes last, so that it is the one replayed last.
    edits.delete(key);
    edits.set(key, replayOf(field));
  };
  // Edits made before the script ran: the fields differ from what the page was rendered with.
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (!isReplayed(field)) continue;
    if (isToggle(field)) {
      // An unchecked radio is the other side of the checked one, which is kept for the group.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) keep(field);
    } else if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (rendered && field.value !== rendered.value) keep(field);
    } else if (field.value !== field.defaultValue) {
      keep(field);
    }
  }
  // Edits made while React hydrates: each field's last one is kept, whatever became of the field since.
  const remember = (event: Event) => {
    if (isField(event.target) && isReplayed(event.target)) keep(event.target);
  };
  root.addEventListener('input', remember, true);
  root.addEventListener('change', remember, true);
  return () => {
    root.removeEventListener('input', remember, true);
    root.removeEventListener('change', remember, true);
    const replays = [...edits.values()];
    // Given back once, even where a development build mounts twice.
    edits.clear();
    for (const replay of replays) {
      try {
        replay();
      } catch {
        // A field that refuses its value keeps what it shows; the rest of the page must still start.
      }
    }
  };
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function isReplayed(field: Field): boolean {
  return !(field instanceof HTMLInputElement && NOT_REPLAYED.has(field.type));
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** A radio stands for its group (one choice among them); any other field for itself. */
function editKey(field: Field): Field | string {
  return field instanceof HTMLInputElement && field.type === 'radio' && field.name
    ? `radio:${field.form?.id ?? ''}:${field.name}`
    : field;
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

/** The same for a checkbox or radio, whose changes React hears as clicks (a plain event, which does not toggle it). */
function replayChecked(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
  field.dispatchEvent(new Event('click', { bubbles: true }));
}
