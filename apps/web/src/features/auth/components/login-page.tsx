import { MESSAGES } from '@sponsorly/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/use-login';
import { loginErrorMessage } from '../lib/error-messages';
import { AuthLayout } from './auth-layout';

const ERROR_ID = 'login-error';

export function LoginPage() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(MESSAGES.signup.allRequired);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate('/dashboard'),
        onError: (failure) => setError(loginErrorMessage(failure)),
      },
    );
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
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          invalid={error !== null && !email.trim()}
          describedBy={error ? ERROR_ID : undefined}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          invalid={error !== null && !password}
          describedBy={error ? ERROR_ID : undefined}
        />
        <div className="auth-form__label-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        {error && (
          <Alert tone="error" id={ERROR_ID}>
            {error}
          </Alert>
        )}
        <Button type="submit" size="lg" block busy={login.isPending} busyText="Logging in...">
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
