import {
  DEAL_LIMITS,
  DEAL_TERMS_LIMITS,
  DELIVERABLE_TYPES,
  DELIVERABLE_TYPE_LABELS,
  PERPETUAL,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  USAGE_RIGHTS_KIND_DESCRIPTIONS,
  USAGE_RIGHTS_KIND_LABELS,
  addDaysToDate,
  brandTotalCents,
  dealPriceCents,
  emptyDealDeliverableRow,
  parseDollarsToCents,
  platformFeeCents,
  type DealTermsFormValues,
  type UsageRightsKind,
} from '@sponsorly/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormListError, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { PriceBreakdown } from './price-breakdown';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...DELIVERABLE_TYPES.map((value) => ({ value, label: DELIVERABLE_TYPE_LABELS[value] })),
];
const KIND_OPTIONS = USAGE_RIGHTS_KINDS.map((value) => ({ value, label: USAGE_RIGHTS_KIND_LABELS[value] }));
const DURATION_OPTIONS = [
  { value: '', label: 'Choose a duration' },
  ...USAGE_RIGHTS_DURATIONS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: PERPETUAL, label: 'Perpetual (no end date)' },
];
const REVIEW_OPTIONS = Array.from({ length: DEAL_LIMITS.reviewDaysMax - DEAL_LIMITS.reviewDaysMin + 1 }, (_, i) => {
  const days = DEAL_LIMITS.reviewDaysMin + i;
  return { value: String(days), label: `${days} days` };
});

interface DealTermsFieldsProps {
  /** Whose figures the price shows: the brand its fee and total, the creator what they receive. */
  side: 'brand' | 'creator';
  /** The creator's name, for the hints ("What Maya receives"). */
  creatorName: string;
  feePercent: number;
  /** Today's date (YYYY-MM-DD): the earliest due date, and where new rows start from. */
  today: string;
}

/** The price as typed, with the fee and total it makes (for display: the server computes them again). */
function LivePrice({ side, feePercent }: { side: 'brand' | 'creator'; feePercent: number }) {
  const typed = useWatch<DealTermsFormValues, 'price'>({ name: 'price' });
  const cents = parseDollarsToCents(typed ?? '');
  const valid = cents !== null && dealPriceCents.safeParse(cents).success ? cents : null;
  const fee = valid === null ? null : platformFeeCents(valid, feePercent);
  return (
    <div aria-live="polite">
      <PriceBreakdown
        side={side}
        priceCents={valid}
        feeCents={fee}
        totalCents={valid === null || fee === null ? null : brandTotalCents(valid, fee)}
        feePercent={feePercent}
        compact
      />
    </div>
  );
}

/**
 * The terms of an offer or a counter-offer: deliverables row by row with due dates and notes, the
 * price typed in dollars (sent in integer cents), revisions, the review window, and the usage rights
 * in plain words. Bound to the surrounding <Form> by path.
 */
export function DealTermsFields({ side, creatorName, feePercent, today }: DealTermsFieldsProps) {
  const { control } = useFormContext<DealTermsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliverables' });
  const kind = useWatch<DealTermsFormValues, 'usage_rights.kind'>({ name: 'usage_rights.kind' }) as UsageRightsKind;
  const latest = addDaysToDate(today, DEAL_LIMITS.dueDateMaxDays);

  return (
    <>
      <fieldset className="deal-form__group" aria-describedby="deal-deliverables-error">
        <legend>Deliverables</legend>
        <p className="field__hint">
          What {side === 'brand' ? creatorName : 'you'} will make, each by its own due date. Up to {DEAL_TERMS_LIMITS.quantityMax}{' '}
          of each.
        </p>
        {fields.map((row, index) => (
          <div key={row.id} className="deal-deliverable" role="group" aria-label={`Deliverable ${index + 1}`}>
            <FormSelectField
              label="Type"
              name={`deliverables.${index}.type`}
              options={TYPE_OPTIONS}
              className="deal-deliverable__type"
            />
            <FormTextField
              label="Quantity"
              name={`deliverables.${index}.quantity`}
              inputMode="numeric"
              maxLength={2}
              className="deal-deliverable__quantity"
            />
            <FormTextField
              label="Due date"
              name={`deliverables.${index}.due_date`}
              type="date"
              min={today}
              max={latest}
              className="deal-deliverable__due"
            />
            <FormTextAreaField
              label="Notes (optional)"
              name={`deliverables.${index}.notes`}
              rows={2}
              maxLength={DEAL_LIMITS.deliverableNotesMax}
              placeholder="e.g. Show the bottle in the first 3 seconds"
              className="deal-deliverable__notes"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="deal-deliverable__remove"
              icon={<Trash2 aria-hidden="true" />}
              onClick={() => remove(index)}
              disabled={fields.length === 1}
            >
              Remove<span className="sr-only"> deliverable {index + 1}</span>
            </Button>
          </div>
        ))}
        <FormListError name="deliverables" id="deal-deliverables-error" />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          onClick={() => append(emptyDealDeliverableRow(today))}
          disabled={fields.length >= DEAL_LIMITS.deliverablesMax}
        >
          Add deliverable
        </Button>
      </fieldset>

      <fieldset className="deal-form__group">
        <legend>Price</legend>
        <div className="deal-form__price">
          <FormTextField
            label="Price (USD)"
            name="price"
            inputMode="decimal"
            placeholder="e.g. 450"
            hint={
              side === 'brand'
                ? `What ${creatorName} receives, in dollars, like 450 or 450.50.`
                : 'What you receive, in dollars, like 450 or 450.50.'
            }
          />
          <LivePrice side={side} feePercent={feePercent} />
        </div>
      </fieldset>

      <div className="deal-form__row">
        <FormTextField
          label="Revisions included"
          name="revisions_included"
          inputMode="numeric"
          maxLength={2}
          hint={`Change requests the brand may make, 0 to ${DEAL_LIMITS.revisionsMax}.`}
        />
        <FormSelectField
          label="Review window"
          name="review_days"
          options={REVIEW_OPTIONS}
          hint="Time the brand has to review after the last submission."
        />
      </div>

      <fieldset className="deal-form__group">
        <legend>Usage rights</legend>
        <div className="deal-form__row">
          <FormSelectField
            label="Rights"
            name="usage_rights.kind"
            options={KIND_OPTIONS}
            hint={USAGE_RIGHTS_KIND_DESCRIPTIONS[kind]}
          />
          {kind !== 'none' && (
            <FormSelectField
              label="For how long"
              name="usage_rights.duration_days"
              options={DURATION_OPTIONS}
              hint="Counted from the day each deliverable is approved."
            />
          )}
        </div>
      </fieldset>
    </>
  );
}
