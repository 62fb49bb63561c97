import {
  DEFAULT_INDUSTRY,
  DEFAULT_SIGNUP_PLATFORM,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MESSAGES,
  PLATFORM_LABELS,
  SIGNUP_PLATFORMS,
} from '@sponsorly/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSignup } from '../api/use-signup';
import { serverProblem } from '../lib/error-messages';
import { validateSignup, type FormProblem, type SignupField, type SignupValues } from '../lib/validate-signup';
import { TermsAgreement } from './terms-agreement';

const FORM_ERROR_ID = 'signup-error';
const SERVER_FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'email', 'password', 'platform', 'website', 'industry'];
const PLATFORM_OPTIONS = SIGNUP_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));
const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));

function initialValues(userType: 'creator' | 'brand'): SignupValues {
  const account = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', acceptedTerms: false };
  return userType === 'creator'
    ? { ...account, platform: DEFAULT_SIGNUP_PLATFORM }
    : { ...account, website: '', industry: DEFAULT_INDUSTRY };
}

interface SignupFormProps {
  userType: 'creator' | 'brand';
  onSuccess: (email: string) => void;
}

export function SignupForm({ userType, onSuccess }: SignupFormProps) {
  const [values, setValues] = useState(() => initialValues(userType));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const signup = useSignup(userType);

  const set = <F extends SignupField>(field: F, value: SignupValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function acceptTerms(accepted: boolean) {
    set('acceptedTerms', accepted);
    if (accepted && problem?.field === 'acceptedTerms') setProblem(null);
  }

  /** Props that tie a field to the current problem: its message under it, or a mark and a link to the form message. */
  function problemProps(field: SignupField) {
    if (!problem) return {};
    if (problem.field === field) return { error: problem.message };
    if (!problem.field && problem.fields?.includes(field)) return { invalid: true, describedBy: FORM_ERROR_ID };
    return {};
  }

  function showProblem(form: HTMLFormElement, next: FormProblem) {
    setProblem(next);
    const first = next.field ?? next.fields?.[0];
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = validateSignup(values, userType);
    if (invalid) return showProblem(form, invalid);
    setProblem(null);
    try {
      await signup.submit(values);
      onSuccess(values.email.trim());
    } catch (error) {
      const { message, field } = serverProblem(error, MESSAGES.signup.generic, SERVER_FIELDS);
      showProblem(form, field ? { message, field } : { message });
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="auth-form__row">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          {...problemProps('firstName')}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          {...problemProps('lastName')}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        {...problemProps('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        {...problemProps('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
        {...problemProps('confirmPassword')}
      />

      {userType === 'creator' ? (
        <SelectField
          label="Platform"
          name="platform"
          options={PLATFORM_OPTIONS}
          required
          hint="Where you publish most. You can add the others to your profile later."
          value={values.platform}
          onChange={(e) => set('platform', e.target.value)}
          {...problemProps('platform')}
        />
      ) : (
        <>
          <TextField
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourbrand.com"
            hint="Optional. Include https://"
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
            {...problemProps('website')}
          />
          <SelectField
            label="Industry"
            name="industry"
            options={INDUSTRY_OPTIONS}
            required
            value={values.industry}
            onChange={(e) => set('industry', e.target.value)}
            {...problemProps('industry')}
          />
        </>
      )}

      <TermsAgreement
        checked={values.acceptedTerms}
        onChange={acceptTerms}
        error={problem?.field === 'acceptedTerms' ? problem.message : undefined}
      />

      {problem && !problem.field && (
        <Alert tone="error" id={FORM_ERROR_ID}>
          {problem.message}
        </Alert>
      )}

      <Button type="submit" size="lg" block busy={signup.isPending} busyText="Creating account...">
        Create account
      </Button>
    </form>
  );
}
