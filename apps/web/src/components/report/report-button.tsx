import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportFormSchema,
  type ReportKind,
} from '@sponsorly/shared';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, FormAlert } from '../form/form';
import { failureFromError } from '../form/form-errors';
import { FormSelectField, FormTextAreaField } from '../form/form-fields';
import { useZodForm } from '../form/use-zod-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { trpc } from '../../lib/trpc';
import './report-button.css';

const SEND_FAILED = 'We couldn’t send your report. Please check your connection and try again.';
const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] })),
];

/**
 * "Report" on a message, a creator's or brand's page, a campaign or a review: a small dialog with a reason
 * and details, then the word that the report was received. Reporting twice is one report (the API's rule).
 */
export function ReportButton({ kind, id, what }: { kind: ReportKind; id: string; what: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="report-button"
        icon={<Flag aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Report<span className="sr-only"> {what}</span>
      </Button>
      {open && <ReportDialog kind={kind} id={id} what={what} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ kind, id, what, onClose }: { kind: ReportKind; id: string; what: string; onClose: () => void }) {
  const create = trpc.reports.create.useMutation();
  const formId = useId();
  const form = useZodForm(reportFormSchema, { defaultValues: { reason: '' as never, details: '' } });

  async function submit(values: { reason: (typeof REPORT_REASONS)[number]; details: string }) {
    try {
      await create.mutateAsync({ kind, id, ...values });
    } catch (failure) {
      return failureFromError(failure, SEND_FAILED);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Report ${what}`}
      footer={
        create.isSuccess ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} icon={<Flag aria-hidden="true" />} busy={create.isPending} busyText="Sending...">
              Send report
            </Button>
          </>
        )
      }
    >
      {create.isSuccess ? (
        <Alert tone="success">{MODERATION_MESSAGES.reportReceived}</Alert>
      ) : (
        <Form form={form} onSubmit={submit} id={formId} className="report-form">
          <FormSelectField name="reason" label="Reason" options={REASON_OPTIONS} />
          <FormTextAreaField
            name="details"
            label="Details"
            hint="What happened? Only the Sponsorly team reads this."
            rows={4}
            maxLength={MODERATION_LIMITS.detailsMax}
          />
          <FormAlert />
        </Form>
      )}
    </Modal>
  );
}
