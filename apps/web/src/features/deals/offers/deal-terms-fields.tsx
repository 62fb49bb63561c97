import {
  DEAL_LIMITS,
  DEAL_TERMS_LIMITS,
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
import { useWatch } from 'react-hook-form';
import { DeliverablesEditor } from '../../../components/deliverables-editor/deliverables-editor';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { PriceBreakdown } from './price-breakdown';
import './deal-form.css';

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
  const kind = useWatch<DealTermsFormValues, 'usage_rights.kind'>({ name: 'usage_rights.kind' }) as UsageRightsKind;

  return (
    <>
      <DeliverablesEditor
        className="deal-form__group"
        description={`What ${side === 'brand' ? creatorName : 'you'} will make, each by its own due date. Up to ${DEAL_TERMS_LIMITS.quantityMax} of each.`}
        maxRows={DEAL_LIMITS.deliverablesMax}
        newRow={() => emptyDealDeliverableRow(today)}
        dueDates={{ min: today, max: addDaysToDate(today, DEAL_LIMITS.dueDateMaxDays) }}
        notes={{ label: 'Notes (optional)', maxLength: DEAL_LIMITS.deliverableNotesMax, multiline: true }}
      />

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
