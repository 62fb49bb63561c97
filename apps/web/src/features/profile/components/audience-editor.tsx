import { AUDIENCE_LIMITS, PLATFORM_LABELS, PROFILE_PLATFORMS } from '@sponsorly/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormListError, FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { EMPTY_AUDIENCE_ROW, type CreatorFormValues } from '../lib/creator-form';

const PLATFORM_OPTIONS = [
  { value: '', label: 'Choose a platform' },
  ...PROFILE_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] })),
];

/**
 * The "Audience" rows of the profile form: one per platform, every figure optional. What a creator
 * types here is shown to brands as self-reported.
 */
export function AudienceEditor() {
  const { control } = useFormContext<CreatorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'audience' });
  const rows = useWatch({ control, name: 'audience' });
  const full = fields.length >= AUDIENCE_LIMITS.entriesMax;

  return (
    <div className="audience-editor" aria-describedby="audience-error">
      {fields.length === 0 && <p className="text-muted">No platforms yet. Add the ones you post on.</p>}
      {fields.map((row, index) => {
        const platform = PLATFORM_LABELS[rows?.[index]?.platform as keyof typeof PLATFORM_LABELS];
        const rowName = platform ?? `Platform ${index + 1}`;
        return (
          <fieldset key={row.id} className="audience-row">
            <legend className="sr-only">{rowName}</legend>
            <div className="form-row form-row--2">
              <FormSelectField label="Platform" name={`audience.${index}.platform`} options={PLATFORM_OPTIONS} />
              <FormTextField
                label="Handle"
                name={`audience.${index}.handle`}
                placeholder="@yourname"
                maxLength={AUDIENCE_LIMITS.handleMax}
              />
            </div>
            <div className="form-row form-row--3">
              <FormTextField
                label="Followers"
                name={`audience.${index}.followers`}
                inputMode="numeric"
                placeholder="e.g. 12,500"
              />
              <FormTextField
                label="Average views"
                name={`audience.${index}.avg_views`}
                inputMode="numeric"
                placeholder="e.g. 4,000"
              />
              <FormTextField
                label="Engagement rate (%)"
                name={`audience.${index}.engagement_rate`}
                inputMode="decimal"
                placeholder="e.g. 4.25"
              />
            </div>
            <Button type="button" variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" />} onClick={() => remove(index)}>
              Remove {rowName}
            </Button>
          </fieldset>
        );
      })}
      <FormListError name="audience" id="audience-error" />
      <Button
        type="button"
        variant="secondary"
        icon={<Plus aria-hidden="true" />}
        onClick={() => append(EMPTY_AUDIENCE_ROW)}
        disabled={full}
      >
        Add a platform
      </Button>
    </div>
  );
}
