import {
  AUTH_MESSAGES,
  brandSignupFormSchema,
  creatorSignupFormSchema,
  DEFAULT_INDUSTRY,
  DEFAULT_SIGNUP_PLATFORM,
  INDUSTRIES,
  INDUSTRY_LABELS,
  PLATFORM_LABELS,
  SIGNUP_PLATFORMS,
} from '@sponsorly/shared';
import { useFormState, type Control } from 'react-hook-form';
import { Form, FormAlert } from '../../../components/form/form';
import { Alert } from '../../../components/ui/alert';
import { failureFromError } from '../../../components/form/form-errors';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { useSignup, type SignupAccount } from '../api/use-signup';
import { TermsAgreement } from './terms-agreement';

const PLATFORM_OPTIONS = SIGNUP_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));
const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
/** The fields' labels, in the form's order, for the list of what is missing. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  platform: 'Platform',
  companyName: 'Company Name',
  industry: 'Industry',
};
const REQUIRED_MESSAGES = new Set(Object.values(AUTH_MESSAGES.signup.fieldRequired));

/**
 * Above an empty form: "All fields are required" and the name of each field left empty; each field says
 * it again under itself. The list follows the fields as the last submit found them.
 */
function MissingFields({ control }: { control: Control<SignupValues, unknown, SignupAccount> }) {
  const { errors } = useFormState({ control });
  const missing = Object.keys(FIELD_LABELS).filter((name) => {
    const message = errors[name as keyof SignupValues]?.message;
    return typeof message === 'string' && REQUIRED_MESSAGES.has(message);
  });
  if (missing.length === 0) return null;
  return (
    <Alert tone="error" title={AUTH_MESSAGES.signup.allRequired}>
      Missing: {missing.map((name) => FIELD_LABELS[name]).join(', ')}.
    </Alert>
  );
}

/** The form as typed; the shared signup form schema checks it in the spec's order (section 5). */
interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  acceptedTerms: boolean;
  /** Creator only. */
  platform?: string;
  /** Brand only. */
  companyName?: string;
  /** Brand only; optional. */
  website?: string;
  /** Brand only. */
  industry?: string;
}

function initialValues(userType: 'creator' | 'brand'): SignupValues {
  const account = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', acceptedTerms: false };
  return userType === 'creator'
    ? { ...account, platform: DEFAULT_SIGNUP_PLATFORM }
    : { ...account, companyName: '', website: '', industry: DEFAULT_INDUSTRY };
}

interface SignupFormProps {
  userType: 'creator' | 'brand';
  onSuccess: (email: string) => void;
}

export function SignupForm({ userType, onSuccess }: SignupFormProps) {
  const schema = userType === 'creator' ? creatorSignupFormSchema : brandSignupFormSchema;
  const form = useZodForm<typeof schema, SignupValues>(schema, { defaultValues: initialValues(userType) });
  const signup = useSignup();

  async function createAccount(account: SignupAccount) {
    try {
      await signup.submit(account);
    } catch (error) {
      return failureFromError(error, AUTH_MESSAGES.signup.generic);
    }
    onSuccess(account.email);
  }

  return (
    <Form form={form} onSubmit={createAccount} className="auth-form">
      <MissingFields control={form.control} />
      <div className="auth-form__row">
        <FormTextField label="First Name" name="firstName" autoComplete="given-name" required />
        <FormTextField label="Last Name" name="lastName" autoComplete="family-name" required />
      </div>
      <FormTextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" required />
      <FormTextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
      />
      <FormTextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />

      {userType === 'creator' ? (
        <FormSelectField
          label="Platform"
          name="platform"
          options={PLATFORM_OPTIONS}
          required
          hint="Where you publish most. You can add the others to your profile later."
        />
      ) : (
        <>
          <FormTextField label="Company Name" name="companyName" autoComplete="organization" required />
          <FormTextField
            label="Website"
            name="website"
            inputMode="url"
            autoComplete="url"
            placeholder="yourbrand.com"
            hint="Optional."
          />
          <FormSelectField label="Industry" name="industry" options={INDUSTRY_OPTIONS} required />
        </>
      )}

      <TermsAgreement name="acceptedTerms" />
      <FormAlert />

      <Button type="submit" size="lg" block busy={signup.isPending} busyText="Creating account...">
        Create account
      </Button>
    </Form>
  );
}
