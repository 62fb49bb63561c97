import {
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  LIMITS,
  type BrandProfileView,
} from '@sponsorly/shared';
import { Avatar } from '../../../components/ui/avatar';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { brandFormValues, brandProfileInput, validateBrandForm } from '../lib/brand-form';
import { safeHref } from '../lib/display';
import { useProfileForm } from '../lib/use-profile-form';
import { useProfileSubmit } from '../lib/use-profile-submit';
import { FormHeader, FormSection, NameFields, SaveBar } from './form-parts';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
const SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))];
const BUDGET_OPTIONS = [{ value: '', label: 'Choose a range' }, ...BUDGET_RANGES.map((value) => ({ value, label: BUDGET_RANGE_LABELS[value] }))];

/** Edit Profile for brands: the company creators will work with, and its monthly budget. */
export function BrandProfileForm({ profile }: { profile: BrandProfileView }) {
  const form = useProfileForm(profile, brandFormValues);
  const { values, setField, errors } = form;
  const { save, handleSubmit } = useProfileSubmit({ values, showErrors: form.showErrors, validate: validateBrandForm, toInput: brandProfileInput });

  return (
    <div className="container profile-form">
      <FormHeader subtitle="Tell creators who you are and what you can offer." />
      <form onSubmit={handleSubmit} noValidate className="profile-form__form">
        <p className="profile-form__note text-muted">First name and last name are required.</p>

        <FormSection title="Your Details" description="The person creators will talk to.">
          <NameFields
            firstName={values.first_name}
            lastName={values.last_name}
            errors={errors}
            onChange={(field, value) => setField(field, value)}
          />
        </FormSection>

        <FormSection title="Company">
          <div className="form-row form-row--avatar">
            <Avatar imageUrl={safeHref(values.logo.trim())} firstName={values.first_name} lastName={values.last_name} />
            <TextField
              label="Company Name"
              name="company_name"
              autoComplete="organization"
              maxLength={LIMITS.companyNameMax}
              value={values.company_name}
              onChange={(e) => setField('company_name', e.target.value)}
              error={errors.company_name}
            />
          </div>
          <div className="form-row form-row--2">
            <TextField
              label="Website"
              name="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://yourbrand.com"
              maxLength={LIMITS.urlMax}
              value={values.website}
              onChange={(e) => setField('website', e.target.value)}
              error={errors.website}
            />
            <SelectField
              label="Industry"
              name="industry"
              options={INDUSTRY_OPTIONS}
              value={values.industry}
              onChange={(e) => setField('industry', e.target.value)}
              error={errors.industry}
            />
          </div>
          <div className="form-row form-row--2">
            <TextField
              label="Logo URL"
              name="logo"
              type="url"
              inputMode="url"
              placeholder="https://..."
              hint="A link to your logo, square works best."
              maxLength={LIMITS.urlMax}
              value={values.logo}
              onChange={(e) => setField('logo', e.target.value)}
              error={errors.logo}
            />
            <SelectField
              label="Company Size"
              name="company_size"
              options={SIZE_OPTIONS}
              value={values.company_size}
              onChange={(e) => setField('company_size', e.target.value)}
              error={errors.company_size}
            />
          </div>
          <TextAreaField
            label="Description"
            name="description"
            hint="What you make, who you serve, and the creators you like to work with."
            maxLength={LIMITS.descriptionMax}
            showCount
            value={values.description}
            onChange={(e) => setField('description', e.target.value)}
            error={errors.description}
          />
        </FormSection>

        <FormSection title="Budget">
          <SelectField
            label="Monthly Budget Range"
            name="budget_range"
            options={BUDGET_OPTIONS}
            hint="Shown on your dashboard's Budget Overview."
            value={values.budget_range}
            onChange={(e) => setField('budget_range', e.target.value)}
            error={errors.budget_range}
          />
        </FormSection>

        <SaveBar status={save.status} cancelTo="/profile" />
      </form>
    </div>
  );
}
