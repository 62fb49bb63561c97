import { AUTH_MESSAGES, loginSchema } from '@sponsorly/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form, FormAlert } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { pathAfterLogin } from '../../../lib/return-path';
import { takeSignupReturn } from '../lib/signup-return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/use-login';
import { loginErrorMessage } from '../lib/error-messages';
import { AuthLayout } from './auth-layout';
import { LoginCaptcha, useLoginCaptcha } from './login-captcha';

/** "All fields are required" is said once, above the button, with the empty fields marked. */
const FORM_WIDE = [AUTH_MESSAGES.signup.allRequired];

/**
 * The fields follow `loginSchema`: a field added there (such as a captcha answer once the server asks
 * for one) is one more field here, checked and placed like the others.
 */
export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const captcha = useLoginCaptcha();

  async function logIn({ captcha: solution, ...credentials }: { email: string; password: string; captcha?: string | undefined }) {
    try {
      await login.mutateAsync({ ...credentials, captcha: solution || undefined });
    } catch (error) {
      captcha.onFailure(error);
      return { message: loginErrorMessage(error) };
    }
    // Back to the page that asked for a session, when it is one of ours; on a first login, to the page
    // signup was started from in this browser (signup-return-path.ts).
    const signupReturn = takeSignupReturn(credentials.email);
    await navigate(pathAfterLogin(params.get('next') ?? signupReturn));
  }

  return (
    <AuthLayout
      title="Log in to Sponsorly"
      subtitle="Welcome back. Pick up where you left off."
      footer={
        <p>
          New to Sponsorly? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      <Form form={form} onSubmit={logIn} formWideMessages={FORM_WIDE} className="auth-form">
        <FormTextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required />
        <FormTextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <div className="auth-form__label-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <LoginCaptcha captcha={captcha} />
        <FormAlert />
        <Button type="submit" size="lg" block busy={login.isPending} busyText="Logging in...">
          Log in
        </Button>
      </Form>
    </AuthLayout>
  );
}
