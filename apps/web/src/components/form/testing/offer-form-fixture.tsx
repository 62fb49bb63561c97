import { createRoot } from 'react-dom/client';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Form, FormAlert } from '../form';
import type { FormFailure } from '../form-errors';
import { FormListError, FormTextField } from '../form-fields';
import { useZodForm } from '../use-zod-form';

/**
 * A small offer form, like the coming campaign offers: a list of deliverables edited row by row and
 * nested usage rights. The test drives it in Chromium; `window.fixture` sets what the "server" answers.
 */
const ALL_REQUIRED = 'All fields are required';

const offerSchema = z.object({
  title: z.string().trim().min(1, ALL_REQUIRED),
  deliverables: z
    .array(
      z.object({
        kind: z.string().trim().min(1, 'Describe the deliverable.'),
        due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the due date as YYYY-MM-DD.'),
      }),
    )
    .min(1, 'Add at least one deliverable.'),
  usage_rights: z.object({ duration_days: z.string().regex(/^\d+$/, 'Enter a number of days.'), regions: z.string() }),
});
type OfferValues = z.input<typeof offerSchema>;

interface FixtureControls {
  /** What the next submit answers; nothing means it went through. */
  failure: FormFailure | undefined;
  submitted: unknown[];
}
const controls: FixtureControls = { failure: undefined, submitted: [] };
(window as unknown as { fixture: FixtureControls }).fixture = controls;

const DEFAULTS: OfferValues = {
  title: 'Spring launch',
  deliverables: [
    { kind: 'Unboxing video', due_date: '2026-04-01' },
    { kind: 'Story', due_date: '2026-04-03' },
    { kind: 'Review', due_date: '2026-04-10' },
  ],
  usage_rights: { duration_days: '90', regions: 'EU' },
};
const FORM_WIDE = [ALL_REQUIRED];

function OfferForm() {
  const form = useZodForm(offerSchema, { defaultValues: DEFAULTS });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deliverables' });

  async function send(offer: z.output<typeof offerSchema>) {
    controls.submitted.push(offer);
    return controls.failure;
  }

  return (
    <Form form={form} onSubmit={send} formWideMessages={FORM_WIDE} aria-label="Offer">
      <FormTextField label="Title" name="title" />
      <fieldset aria-describedby="deliverables-error">
        <legend>Deliverables</legend>
        {fields.map((row, index) => (
          <div key={row.id} data-row={index} role="group" aria-label={`Deliverable ${index + 1}`}>
            <FormTextField label="Kind" name={`deliverables.${index}.kind`} />
            <FormTextField label="Due date" name={`deliverables.${index}.due_date`} />
            <button type="button" onClick={() => remove(index)}>
              Remove deliverable {index + 1}
            </button>
          </div>
        ))}
        <FormListError name="deliverables" id="deliverables-error" />
        <button type="button" onClick={() => append({ kind: '', due_date: '' })}>
          Add deliverable
        </button>
      </fieldset>
      <fieldset>
        <legend>Usage rights</legend>
        <FormTextField label="Days" name="usage_rights.duration_days" />
        <FormTextField label="Regions" name="usage_rights.regions" />
      </fieldset>
      <FormAlert />
      <button type="submit">Send offer</button>
    </Form>
  );
}

createRoot(document.getElementById('root')!).render(<OfferForm />);
