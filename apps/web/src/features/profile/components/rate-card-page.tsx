import { EMPTY_PACKAGE_FORM, RATE_CARD_LIMITS, RATE_CARD_MESSAGES, packageFormValues, type PackageView } from '@sponsorly/shared';
import { ArrowLeft, CircleAlert, Pencil, Plus, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureFromError, type FormFailure } from '../../../components/form/form-errors';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRateCard, useRateCardChanges } from '../api/use-rate-card';
import { PackageCard } from './package-card';
import { PackageForm, type PackageFields } from './package-form';
import './rate-card.css';

type Editing = { mode: 'new' } | { mode: 'edit'; pkg: PackageView } | null;

/** The server names the price in cents; the form holds it in dollars under `price`. */
function formFailure(error: unknown, fallback: string): FormFailure {
  const failure = failureFromError(error, fallback);
  if (!failure.fields?.price_cents) return failure;
  const { price_cents, ...fields } = failure.fields;
  return { ...failure, fields: { ...fields, price: price_cents } };
}

/** /profile/packages: the creator's rate card, up to 10 packages, added, changed and deleted in place. */
export function RateCardPage() {
  useDocumentTitle('Rate card');
  const rateCard = useRateCard();
  const { create, update, remove } = useRateCardChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (rateCard.isPending) return <PageSpinner label="Loading your rate card..." />;
  if (rateCard.isError) {
    const { status, message } = readApiError(rateCard.error);
    if (status === 403) {
      return (
        <PageMessage icon={<ShieldAlert />} title="Rate card" actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}>
          <p>{message ?? RATE_CARD_MESSAGES.creatorsOnly}</p>
        </PageMessage>
      );
    }
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't load your rate card"
        actions={
          <Button variant="secondary" onClick={() => void rateCard.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{RATE_CARD_MESSAGES.loadFailed}</p>
      </PageMessage>
    );
  }

  const packages = rateCard.data;
  const full = packages.length >= RATE_CARD_LIMITS.packagesMax;

  function startEditing(next: Editing) {
    setNotice(null);
    setConfirmingDelete(null);
    setEditing(next);
  }

  async function addPackage(fields: PackageFields): Promise<FormFailure | void> {
    try {
      await create.mutateAsync(fields);
    } catch (error) {
      return formFailure(error, RATE_CARD_MESSAGES.saveFailed);
    }
    setEditing(null);
    setNotice({ tone: 'success', text: RATE_CARD_MESSAGES.created });
  }

  async function savePackage(id: string, fields: PackageFields): Promise<FormFailure | void> {
    try {
      await update.mutateAsync({ id, ...fields });
    } catch (error) {
      return formFailure(error, RATE_CARD_MESSAGES.saveFailed);
    }
    setEditing(null);
    setNotice({ tone: 'success', text: RATE_CARD_MESSAGES.updated });
  }

  async function deletePackage(id: string) {
    try {
      await remove.mutateAsync({ id });
      setNotice({ tone: 'success', text: RATE_CARD_MESSAGES.deleted });
    } catch (error) {
      setNotice({ tone: 'error', text: readApiError(error).message ?? RATE_CARD_MESSAGES.deleteFailed });
    }
    setConfirmingDelete(null);
  }

  return (
    <div className="container rate-card-page">
      <Link to="/profile" className="rate-card-page__back">
        <ArrowLeft aria-hidden="true" />
        My Profile
      </Link>
      <header className="rate-card-page__header">
        <div>
          <h1>Rate card</h1>
          <p className="text-muted">
            Packages brands can book, with what you deliver, your price and the usage rights. {packages.length} of{' '}
            {RATE_CARD_LIMITS.packagesMax} used.
          </p>
        </div>
        {editing?.mode !== 'new' && (
          <Button icon={<Plus aria-hidden="true" />} onClick={() => startEditing({ mode: 'new' })} disabled={full}>
            Add package
          </Button>
        )}
      </header>
      {full && <p className="text-muted">{RATE_CARD_MESSAGES.packagesFull}</p>}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {editing?.mode === 'new' && (
        <PackageForm
          title="New package"
          initial={EMPTY_PACKAGE_FORM}
          submitLabel="Add package"
          onSave={addPackage}
          onCancel={() => setEditing(null)}
        />
      )}

      {packages.length === 0 && editing === null && (
        <div className="profile-empty">
          <p className="profile-empty__title">No packages yet</p>
          <p className="text-muted">
            A package says what you make for a brand and what it costs, like "One TikTok video, $300, in 5 days".
          </p>
        </div>
      )}

      <div className="package-grid">
        {packages.map((pkg) =>
          editing?.mode === 'edit' && editing.pkg.id === pkg.id ? (
            <PackageForm
              key={pkg.id}
              title={`Edit "${pkg.title}"`}
              initial={packageFormValues(pkg)}
              submitLabel="Save package"
              onSave={(fields) => savePackage(pkg.id, fields)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              actions={
                confirmingDelete === pkg.id ? (
                  <div className="package-card__confirm" role="group" aria-label={`Delete ${pkg.title}?`}>
                    <p>Delete this package?</p>
                    <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(null)}>
                      Keep
                    </Button>
                    <Button size="sm" busy={remove.isPending} busyText="Deleting..." onClick={() => void deletePackage(pkg.id)}>
                      Delete
                    </Button>
                  </div>
                ) : (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Pencil aria-hidden="true" />}
                      onClick={() => startEditing({ mode: 'edit', pkg })}
                    >
                      Edit<span className="sr-only"> {pkg.title}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<Trash2 aria-hidden="true" />}
                      onClick={() => setConfirmingDelete(pkg.id)}
                    >
                      Delete<span className="sr-only"> {pkg.title}</span>
                    </Button>
                  </>
                )
              }
            />
          ),
        )}
      </div>
    </div>
  );
}
