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
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { useSignup, type SignupAccount } from '../api/use-signup';
import { TermsAgreement } from './terms-agreement';

const PLATFORM_OPTIONS = SIGNUP_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));
const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
/** "All fields are required" is said once, above the button, with the empty fields marked. */
const FORM_WIDE = [AUTH_MESSAGES.signup.allRequired];

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
  /** Brand only; optional. */
  website?: string;
  /** Brand only. */
  industry?: string;
}

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
    <Form form={form} onSubmit={createAccount} formWideMessages={FORM_WIDE} className="auth-form">
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
          <FormTextField
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourbrand.com"
            hint="Optional. Include https://"
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
