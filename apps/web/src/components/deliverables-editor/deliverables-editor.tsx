import { DELIVERABLE_TYPES, DELIVERABLE_TYPE_LABELS } from '@sponsorly/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormListError, FormTextAreaField, FormTextField, useFormListMessage } from '../form/form-fields';
import { useFormField } from '../form/use-form-field';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import './deliverables-editor.css';

/** A row as the forms hold it: text as typed; each form adds the fields it shows (due date, notes, id). */
export interface DeliverableRowValues {
  type: string;
  quantity: string;
  due_date?: string;
  notes?: string;
}

interface NotesField {
  label: string;
  maxLength: number;
  /** A paragraph (a textarea) rather than one line. */
  multiline?: boolean;
}

interface DeliverablesEditorProps {
  /** The most rows the list may hold: Add deliverable is disabled there. */
  maxRows: number;
  /** The values of a row added with Add deliverable. */
  newRow: () => DeliverableRowValues;
  /** Shows a due date on each row, between these dates (YYYY-MM-DD). */
  dueDates?: { min: string; max: string };
  /** Shows notes on each row. */
  notes?: NotesField;
  /** The fieldset's own class, for the spacing of the form around it. */
  className?: string;
  /** Where a heading above already says "Deliverables", the legend is read but not shown. */
  hideLegend?: boolean;
  /** Said under the legend, before the rows. */
  description?: ReactNode;
  /** Said beside Add deliverable. */
  limitHint?: ReactNode;
  /**
   * Where blank rows are left out rather than refused, a list refused as a whole ("Add at least one
   * deliverable") has no field of its own: the first row's type is marked and points at the message.
   */
  listErrorAtFirstRow?: boolean;
}

const LIST = 'deliverables';
const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...DELIVERABLE_TYPES.map((value) => ({ value, label: DELIVERABLE_TYPE_LABELS[value] })),
];
const NOTES_PLACEHOLDER = 'e.g. Show the bottle in the first 3 seconds';

/** The type of a row; when it stands for the list, also marked when the list itself is refused. */
function DeliverableTypeField({ index, listErrorId }: { index: number; listErrorId: string | undefined }) {
  const { field, errorProps } = useFormField(`${LIST}.${index}.type`);
  const listMessage = useFormListMessage(LIST);
  const standsForList = listErrorId !== undefined && Boolean(listMessage) && !errorProps.error;
  return (
    <SelectField
      label="Type"
      options={TYPE_OPTIONS}
      className="deliverables-editor__type"
      {...errorProps}
      {...(standsForList ? { invalid: true, describedBy: listErrorId } : {})}
      {...field}
      value={field.value ?? ''}
    />
  );
}

/**
 * The deliverables of a campaign, an offer or a package, edited row by row: a type and a quantity, and
 * where the form asks for them a due date and notes. Bound by path to the `deliverables` list of the
 * surrounding <Form>; the rows are laid out after what they hold.
 */
export function DeliverablesEditor({
  maxRows,
  newRow,
  dueDates,
  notes,
  className,
  hideLegend = false,
  description,
  limitHint,
  listErrorAtFirstRow = false,
}: DeliverablesEditorProps) {
  const { control } = useFormContext<{ deliverables: DeliverableRowValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: LIST });
  const listErrorId = `${useId()}-error`;
  const arrangement = dueDates ? 'scheduled' : notes ? 'noted' : 'compact';
  // A scheduled row has a line of its own for Remove, so the word shows; elsewhere the icon stands alone.
  const removeShowsWord = arrangement === 'scheduled';

  return (
    <fieldset className={['deliverables-editor', className].filter(Boolean).join(' ')} aria-describedby={listErrorId}>
      <legend className={hideLegend ? 'sr-only' : undefined}>Deliverables</legend>
      {description !== undefined && <p className="field__hint">{description}</p>}
      {fields.map((row, index) => (
        <div
          key={row.id}
          className={`deliverables-editor__row deliverables-editor__row--${arrangement}`}
          role="group"
          aria-label={`Deliverable ${index + 1}`}
        >
          <DeliverableTypeField index={index} listErrorId={listErrorAtFirstRow && index === 0 ? listErrorId : undefined} />
          <FormTextField
            label="Quantity"
            name={`${LIST}.${index}.quantity`}
            inputMode="numeric"
            maxLength={2}
            className="deliverables-editor__quantity"
          />
          {dueDates && (
            <FormTextField
              label="Due date"
              name={`${LIST}.${index}.due_date`}
              type="date"
              min={dueDates.min}
              max={dueDates.max}
              className="deliverables-editor__due"
            />
          )}
          {notes &&
            (notes.multiline ? (
              <FormTextAreaField
                label={notes.label}
                name={`${LIST}.${index}.notes`}
                rows={2}
                maxLength={notes.maxLength}
                placeholder={NOTES_PLACEHOLDER}
                className="deliverables-editor__notes"
              />
            ) : (
              <FormTextField
                label={notes.label}
                name={`${LIST}.${index}.notes`}
                maxLength={notes.maxLength}
                placeholder={NOTES_PLACEHOLDER}
                className="deliverables-editor__notes"
              />
            ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="deliverables-editor__remove"
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => remove(index)}
            disabled={fields.length === 1}
          >
            {removeShowsWord ? (
              <>
                Remove<span className="sr-only"> deliverable {index + 1}</span>
              </>
            ) : (
              <span className="sr-only">Remove deliverable {index + 1}</span>
            )}
          </Button>
        </div>
      ))}
      <FormListError name={LIST} id={listErrorId} />
      <div className="deliverables-editor__add">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          onClick={() => append(newRow())}
          disabled={fields.length >= maxRows}
        >
          Add deliverable
        </Button>
        {limitHint !== undefined && <p className="field__hint">{limitHint}</p>}
      </div>
    </fieldset>
  );
}
