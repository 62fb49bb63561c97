import {
  brandProfileInputSchema,
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  FIELD_LIMITS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  PROFILE_LIMITS,
  type BrandProfileView,
} from '@sponsorly/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PhotoEditor } from './photo-editor';
import { brandFormValues, type BrandFormValues } from '../lib/brand-form';
import { safeHref } from '../lib/display';
import { useProfileSubmit } from '../lib/use-profile-submit';
import { FormHeader, FormSection, NameFields, SaveBar } from './form-parts';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
const SIZE_OPTIONS = [
  { value: '', label: 'Choose a size' },
  ...COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] })),
];
const BUDGET_OPTIONS = [
  { value: '', label: 'Choose a range' },
  ...BUDGET_RANGES.map((value) => ({ value, label: BUDGET_RANGE_LABELS[value] })),
];

/** Edit Profile for brands: the company creators will work with, and its monthly budget. */
export function BrandProfileForm({ profile }: { profile: BrandProfileView }) {
  const values = useMemo(() => brandFormValues(profile), [profile]);
  const form = useZodForm<typeof brandProfileInputSchema, BrandFormValues>(brandProfileInputSchema, { values });
  const { save, saveProfile } = useProfileSubmit();
  const [logo, firstName, lastName] = useWatch({ control: form.control, name: ['logo', 'first_name', 'last_name'] });

  return (
    <div className="container profile-form">
      <FormHeader subtitle="Tell creators who you are and what you can offer." />
      <Form form={form} onSubmit={saveProfile} onInvalid={save.reset} className="profile-form__form">
        <p className="profile-form__note text-muted">First name and last name are required.</p>

        <FormSection title="Your Details" description="The person creators will talk to.">
          <NameFields />
        </FormSection>

        <FormSection title="Company">
          <PhotoEditor
            kind="logo"
            photo={profile.photo}
            imageUrl={safeHref(logo.trim())}
            firstName={firstName}
            lastName={lastName}
          />
          <FormTextField
            label="Company Name"
            name="company_name"
            autoComplete="organization"
            maxLength={PROFILE_LIMITS.companyNameMax}
          />
          <div className="form-row form-row--2">
            <FormTextField
              label="Website"
              name="website"
              inputMode="url"
              autoComplete="url"
              placeholder="yourbrand.com"
              maxLength={FIELD_LIMITS.urlMax}
            />
            <FormSelectField label="Industry" name="industry" options={INDUSTRY_OPTIONS} />
          </div>
          <div className="form-row form-row--2">
            <FormTextField
              label="Logo URL"
              name="logo"
              type="url"
              inputMode="url"
              placeholder="https://..."
              hint="Or a link to your logo, shown while you have not uploaded one."
              maxLength={FIELD_LIMITS.urlMax}
            />
            <FormSelectField label="Company Size" name="company_size" options={SIZE_OPTIONS} />
          </div>
          <FormTextAreaField
            label="Description"
            name="description"
            hint="What you make, who you serve, and the creators you like to work with."
            maxLength={PROFILE_LIMITS.descriptionMax}
            showCount
          />
        </FormSection>

        <FormSection title="Budget">
          <FormSelectField
            label="Monthly Budget Range"
            name="budget_range"
            options={BUDGET_OPTIONS}
            hint="Shown on your dashboard's Budget Overview."
          />
        </FormSection>

        <SaveBar status={save.status} cancelTo="/profile" />
      </Form>
    </div>
  );
}
