import {
  CAMPAIGN_LIMITS as L,
  DEAL_TERMS_LIMITS,
  PERPETUAL,
  PLATFORM_LABELS,
  PROFILE_PLATFORMS,
  TALENT_VERTICALS,
  TALENT_VERTICAL_LABELS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  USAGE_RIGHTS_KIND_DESCRIPTIONS,
  USAGE_RIGHTS_KIND_LABELS,
  emptyDeliverableRow,
  type CampaignFormValues,
  type UsageRightsKind,
} from '@sponsorly/shared';
import { useEffect, useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DeliverablesEditor } from '../../../components/deliverables-editor/deliverables-editor';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { Card } from '../../../components/ui/card';
import { FormCheckboxGroup, FormRadioGroup } from './choice-fields';

/** A titled part of the campaign form. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" className="campaign-form__section" aria-labelledby={titleId}>
      <header className="campaign-form__section-head">
        <h2 id={titleId}>{title}</h2>
        {description && <p className="text-muted">{description}</p>}
      </header>
      {children}
    </Card>
  );
}

export function BriefSection() {
  return (
    <FormSection title="Brief" description="What the campaign is about, in your own words.">
      <FormTextField
        label="Title"
        name="title"
        maxLength={L.titleMax}
        liveMax={L.titleMax}
        placeholder="e.g. Summer smoothie launch"
      />
      <FormTextAreaField
        label="Description"
        name="description"
        hint="The product, the idea, and what makes a creator a good fit."
        maxLength={L.descriptionMax}
        showCount
        rows={6}
      />
      <FormTextAreaField
        label="Goals"
        name="goals"
        hint="What success looks like: awareness, sales, sign-ups..."
        maxLength={L.goalsMax}
        showCount
        rows={3}
      />
    </FormSection>
  );
}

const PLATFORM_OPTIONS = PROFILE_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));

export function PlatformsSection() {
  return (
    <FormSection title="Platforms">
      <FormCheckboxGroup name="platforms" legend="Where the content is posted" options={PLATFORM_OPTIONS} columns={3} />
    </FormSection>
  );
}

export function DeliverablesSection() {
  return (
    <FormSection title="Deliverables" description="Each piece of content you want from every creator.">
      <DeliverablesEditor
        hideLegend
        maxRows={L.deliverablesMax}
        newRow={emptyDeliverableRow}
        notes={{ label: 'Notes', maxLength: L.deliverableNotesMax }}
        limitHint={`Up to ${L.deliverablesMax} lines, ${DEAL_TERMS_LIMITS.quantityMax} of each.`}
        listErrorAtFirstRow
      />
    </FormSection>
  );
}

const BUDGET_KINDS = [
  { value: 'fixed', label: 'A fixed amount', description: 'Every creator is paid the same.' },
  { value: 'range', label: 'A range', description: 'Creators propose a price within it.' },
];

/** The budget per creator, typed in dollars. Only this and the deadline change once published. */
export function BudgetSection({ locked = false }: { locked?: boolean }) {
  const { control, setValue } = useFormContext<CampaignFormValues>();
  const kind = useWatch({ control, name: 'budget_kind' });
  // A fixed budget is the same amount twice: a hidden upper end must not be read.
  useEffect(() => {
    if (kind === 'fixed') setValue('budget_max', '');
  }, [kind, setValue]);

  return (
    <FormSection title="Budget per creator" description="What each creator is paid, in US dollars.">
      <FormRadioGroup name="budget_kind" legend="Budget" options={BUDGET_KINDS} />
      {kind === 'range' ? (
        <div className="campaign-form__row campaign-form__row--2">
          <FormTextField
            label="From (USD)"
            name="budget_min"
            inputMode="decimal"
            placeholder="e.g. 300"
            hint="In dollars, like 300 or 300.50."
          />
          <FormTextField label="To (USD)" name="budget_max" inputMode="decimal" placeholder="e.g. 800" />
        </div>
      ) : (
        <FormTextField
          label="Amount (USD)"
          name="budget_min"
          inputMode="decimal"
          placeholder="e.g. 500"
          hint="In dollars, like 500 or 500.50."
        />
      )}
      {!locked && (
        <FormTextField
          label="Creators wanted"
          name="creators_wanted"
          inputMode="numeric"
          maxLength={3}
          hint={`How many creators you want to work with, 1 to ${L.creatorsWantedMax}.`}
          className="campaign-form__short"
        />
      )}
    </FormSection>
  );
}

export function DatesSection({ deadlineOnly = false, dueDate }: { deadlineOnly?: boolean; dueDate?: ReactNode }) {
  return (
    <FormSection title="Dates">
      <div className="campaign-form__row campaign-form__row--2">
        <FormTextField
          label="Application deadline"
          name="application_deadline"
          type="datetime-local"
          hint="Your local time. Applications close then."
        />
        {deadlineOnly ? (
          <div className="campaign-form__readonly">
            <p className="field__label">Content due date</p>
            <p>{dueDate}</p>
          </div>
        ) : (
          <FormTextField
            label="Content due date"
            name="content_due_date"
            type="date"
            hint="Not before the application deadline."
          />
        )}
      </div>
    </FormSection>
  );
}

export function GuidelinesSection() {
  return (
    <FormSection title="Guidelines" description="Help creators get it right the first time.">
      <div className="campaign-form__row campaign-form__row--2">
        <FormTextAreaField
          label="Do's"
          name="guidelines_dos"
          placeholder="e.g. Natural light, show the label"
          maxLength={L.guidelinesMax}
          rows={4}
        />
        <FormTextAreaField
          label="Don'ts"
          name="guidelines_donts"
          placeholder="e.g. No competitor brands"
          maxLength={L.guidelinesMax}
          rows={4}
        />
      </div>
    </FormSection>
  );
}

const KIND_OPTIONS = USAGE_RIGHTS_KINDS.map((value) => ({ value, label: USAGE_RIGHTS_KIND_LABELS[value] }));
const DURATION_OPTIONS = [
  { value: '', label: 'Choose a duration' },
  ...USAGE_RIGHTS_DURATIONS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: PERPETUAL, label: 'Perpetual (no end date)' },
];

export function UsageRightsSection() {
  const kind = useWatch<CampaignFormValues, 'usage_rights.kind'>({ name: 'usage_rights.kind' }) as UsageRightsKind;
  return (
    <FormSection
      title="Usage rights"
      description="How you may use the content once it is approved. Creators see this in plain words."
    >
      <div className="campaign-form__row campaign-form__row--2">
        <FormSelectField
          label="Rights"
          name="usage_rights.kind"
          options={KIND_OPTIONS}
          hint={USAGE_RIGHTS_KIND_DESCRIPTIONS[kind] ?? ''}
        />
        {kind !== 'none' && <FormSelectField label="For how long" name="usage_rights.duration_days" options={DURATION_OPTIONS} />}
      </div>
    </FormSection>
  );
}

const VERTICAL_OPTIONS = TALENT_VERTICALS.map((value) => ({ value, label: TALENT_VERTICAL_LABELS[value] }));

export function TargetSection() {
  return (
    <FormSection title="Target" description="Creators who fit see the campaign first. All optional.">
      <FormCheckboxGroup name="target_verticals" legend="Verticals" options={VERTICAL_OPTIONS} columns={3} />
      <div className="campaign-form__row campaign-form__row--2">
        <FormTextField label="Categories" name="target_categories" hint="Separate with commas, like Vegan, Recipes." />
        <FormTextField label="Languages" name="target_languages" hint="Separate with commas, like English, Portuguese." />
      </div>
      <FormTextField label="Location" name="target_location" maxLength={L.locationMax} placeholder="e.g. Portugal, or Anywhere" />
    </FormSection>
  );
}

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public', description: 'Listed on Campaigns: any creator can find it and apply.' },
  { value: 'invite_only', label: 'Invite only', description: 'Not listed: only creators you invite see it and can apply.' },
];

export function VisibilitySection() {
  return (
    <FormSection title="Visibility">
      <FormRadioGroup name="visibility" legend="Who can see the campaign" options={VISIBILITY_OPTIONS} />
    </FormSection>
  );
}
