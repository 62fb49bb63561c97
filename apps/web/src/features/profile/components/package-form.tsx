import {
  DEAL_TERMS_LIMITS,
  PERPETUAL,
  RATE_CARD_LIMITS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  USAGE_RIGHTS_KIND_DESCRIPTIONS,
  USAGE_RIGHTS_KIND_LABELS,
  packageFormSchema,
  type PackageFormValues,
  type UsageRightsKind,
} from '@sponsorly/shared';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { DeliverablesEditor } from '../../../components/deliverables-editor/deliverables-editor';
import { Form, FormAlert } from '../../../components/form/form';
import type { FormFailure } from '../../../components/form/form-errors';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { z } from 'zod';

export type PackageFields = z.output<typeof packageFormSchema>;

const KIND_OPTIONS = USAGE_RIGHTS_KINDS.map((value) => ({ value, label: USAGE_RIGHTS_KIND_LABELS[value] }));
const DURATION_OPTIONS = [
  { value: '', label: 'Choose a duration' },
  ...USAGE_RIGHTS_DURATIONS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: PERPETUAL, label: 'Perpetual (no end date)' },
];

interface PackageFormProps {
  title: string;
  initial: PackageFormValues;
  submitLabel: string;
  /** Sends the package; resolves to the server's refusal, or nothing when it was saved. */
  onSave: (fields: PackageFields) => Promise<FormFailure | void>;
  onCancel: () => void;
}

/**
 * Adding or changing a package: deliverables row by row, the price typed in dollars and sent in integer
 * cents, and the usage rights in plain words. Checked with the API's own rules before it is sent.
 */
export function PackageForm({ title, initial, submitLabel, onSave, onCancel }: PackageFormProps) {
  const titleId = useId();
  const form = useZodForm<typeof packageFormSchema, PackageFormValues>(packageFormSchema, { defaultValues: initial });
  const kind = useWatch({ control: form.control, name: 'usage_rights.kind' }) as UsageRightsKind;
  const { isSubmitting } = form.formState;

  return (
    <Card as="section" className="package-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form form={form} onSubmit={onSave} aria-labelledby={titleId} className="package-form__form">
        <FormTextField
          label="Title"
          name="title"
          required
          maxLength={RATE_CARD_LIMITS.titleMax}
          placeholder="e.g. Reel + 3 stories"
        />
        <FormTextAreaField
          label="Description"
          name="description"
          hint="What the brand gets, in a sentence or two."
          maxLength={RATE_CARD_LIMITS.descriptionMax}
          showCount
        />

        <DeliverablesEditor
          className="package-form__group"
          maxRows={RATE_CARD_LIMITS.deliverablesMax}
          newRow={() => ({ type: '', quantity: '1' })}
          limitHint={`Up to ${DEAL_TERMS_LIMITS.quantityMax} of each type.`}
        />

        <div className="form-row form-row--3">
          <FormTextField
            label="Price (USD)"
            name="price"
            required
            inputMode="decimal"
            placeholder="e.g. 450"
            hint="In dollars, like 450 or 450.50."
          />
          <FormTextField label="Delivery (days)" name="delivery_days" required inputMode="numeric" maxLength={3} />
          <FormTextField label="Revisions included" name="revisions_included" required inputMode="numeric" maxLength={2} />
        </div>

        <fieldset className="package-form__group">
          <legend>Usage rights</legend>
          <div className="form-row form-row--2">
            <FormSelectField
              label="Rights"
              name="usage_rights.kind"
              options={KIND_OPTIONS}
              hint={USAGE_RIGHTS_KIND_DESCRIPTIONS[kind]}
            />
            {kind !== 'none' && (
              <FormSelectField label="For how long" name="usage_rights.duration_days" options={DURATION_OPTIONS} />
            )}
          </div>
        </fieldset>

        <FormAlert />
        <div className="package-form__actions">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting} busyText="Saving...">
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
