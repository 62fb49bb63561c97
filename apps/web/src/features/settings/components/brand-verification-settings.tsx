import { BRAND_VERIFICATION_LIMITS, confirmBrandVerificationSchema, requestBrandVerificationSchema } from '@sponsorly/shared';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';

const FAILED = 'That did not work. Please check your connection and try again.';

/** The first message of a refusal: the field's own when there is one. */
function failureMessage(failure: unknown): string {
  const error = readApiError(failure);
  return Object.values(error.fields)[0] ?? error.message ?? FAILED;
}

/**
 * "Verify your company": a code sent to a work address at the website's domain, entered here. Verified
 * brands show a badge on their campaigns, offers and page; changing the website takes it away.
 */
export function BrandVerificationSettings() {
  const utils = trpc.useUtils();
  const status = trpc.brandVerification.status.useQuery();
  const request = trpc.brandVerification.request.useMutation({ onSuccess: () => void utils.brandVerification.invalidate() });
  const confirm = trpc.brandVerification.confirm.useMutation({ onSuccess: () => void utils.invalidate() });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [askingAgain, setAskingAgain] = useState(false);

  if (!status.data) return <p className="text-muted settings-line">{status.isError ? FAILED : 'Loading...'}</p>;
  const { verified, domain, website_domain: site, pending } = status.data;

  async function send(event: FormEvent) {
    event.preventDefault();
    setEmailError(undefined);
    const parsed = requestBrandVerificationSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message);
    try {
      await request.mutateAsync(parsed.data);
      setAskingAgain(false);
      setCode('');
    } catch (failure) {
      setEmailError(failureMessage(failure));
    }
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    setCodeError(undefined);
    const parsed = confirmBrandVerificationSchema.safeParse({ code });
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    try {
      await confirm.mutateAsync(parsed.data);
    } catch (failure) {
      setCodeError(failureMessage(failure));
    }
  }

  if (verified) {
    return (
      <>
        <p className="settings-line">
          <VerifiedBadge domain={domain} /> Your company is verified for <strong>{domain}</strong>. Creators see the badge on your
          campaigns, offers and page. Changing your website removes it.
        </p>
      </>
    );
  }
  if (!site) {
    return (
      <>
        <p className="text-muted settings-line">
          Add your company’s website to your profile first: we send a code to an address at its domain.
        </p>
        <ButtonLink to="/brand/profile/edit" variant="secondary" size="sm" icon={<Pencil aria-hidden="true" />}>
          Add your website
        </ButtonLink>
      </>
    );
  }
  if (pending && !askingAgain) {
    return (
      <form className="settings-form settings-form--narrow" onSubmit={check} noValidate>
        <p className="settings-line">
          We sent a {BRAND_VERIFICATION_LIMITS.codeDigits}-digit code to <strong>{pending.email}</strong>. It works for 15
          minutes.
        </p>
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="settings-form__actions">
          <Button type="submit" busy={confirm.isPending} busyText="Verifying...">
            Verify
          </Button>
          <Button type="button" variant="ghost" onClick={() => setAskingAgain(true)}>
            Send a new code
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form className="settings-form settings-form--narrow" onSubmit={send} noValidate>
      <p className="text-muted settings-line">
        Show creators your brand is real: we send a code to your work address at <strong>{site}</strong>. Free email providers
        (Gmail, Outlook and the like) cannot verify a company.
      </p>
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        placeholder={`you@${site}`}
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      {request.isSuccess && !pending && <Alert tone="success">Code sent.</Alert>}
      <div className="settings-form__actions">
        <Button type="submit" busy={request.isPending} busyText="Sending...">
          Send code
        </Button>
      </div>
    </form>
  );
}
