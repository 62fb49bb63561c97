import {
  DISPUTE_OUTCOMES,
  ENDING_LIMITS,
  formatCents,
  resolveDisputeSchema,
  type DisputeOutcome,
  type ResolveDisputeInput,
} from '@sponsorly/shared';
import { Gavel } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { SectionHeader } from './console/console-parts';
import './db-test-page.css';

const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release all to the creator',
  refund: 'Refund all to the brand',
  split: 'Split by percentage',
  resume: 'Back to work with a new due date',
};

/** The decision form's fields as typed: the percent and the date as text, checked by the shared rule once shaped. */
const decisionForm = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  creator_percent: z.string(),
  due_date: z.string(),
  note: z.string(),
});
type DecisionForm = z.infer<typeof decisionForm>;

/**
 * /admin/disputes, a section of the admin console (which shows non-admins it is for administrators):
 * every dispute, open ones first, each decided here with a written note both parties read.
 */
export function AdminDisputesPage() {
  // A page at a time, the open ones first; "Show more" follows the server's cursor.
  const list = trpc.admin.disputes.useInfiniteQuery({}, { getNextPageParam: (page) => page.next_cursor ?? undefined });
  if (list.isPending) return <PageSpinner label="Loading disputes..." />;
  if (list.isError) return <Alert tone="error">We couldn’t load the disputes. Please try again.</Alert>;
  const items = list.data.pages.flatMap((page) => page.items);
  return (
    <>
      <SectionHeader title="Disputes">
        Open disputes first, the longest waiting at the top. Read the deal’s whole history before deciding.
      </SectionHeader>
      {items.length === 0 && <p>No disputes. When a party opens one, it appears here.</p>}
      {items.map((item) => (
        <Card as="article" key={item.id} className="admin-dispute" aria-label={`${item.brand_name} and ${item.creator_name}`}>
          <h2>
            {item.brand_name} and {item.creator_name} · {formatCents(item.price_cents)}
          </h2>
          <p>
            Opened by the {item.opened_side} on {new Date(item.created_at).toLocaleString('en-US')} ·{' '}
            {item.answered ? 'answered' : 'not answered yet'} ·{' '}
            {item.status === 'open' ? 'open' : `decided: ${OUTCOME_LABELS[item.outcome ?? 'resume']}`}
          </p>
          <blockquote>{item.reason}</blockquote>
          <Link to={`/deals/${item.deal_id}`}>Read the deal, its history and the dispute</Link>
          {item.status === 'open' && <DecisionForm disputeId={item.id} dealId={item.deal_id} />}
        </Card>
      ))}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          busy={list.isFetchingNextPage}
          busyText="Loading more..."
          onClick={() => void list.fetchNextPage()}
        >
          Show more disputes
        </Button>
      )}
    </>
  );
}

function DecisionForm({ disputeId, dealId }: { disputeId: string; dealId: string }) {
  const titleId = useId();
  const utils = trpc.useUtils();
  const deal = trpc.deals.get.useQuery({ id: dealId });
  const resolve = trpc.admin.resolveDispute.useMutation({
    onSettled: () => void Promise.all([utils.admin.disputes.invalidate(), utils.deals.invalidate()]),
  });
  const form = useZodForm(decisionForm, { defaultValues: { outcome: 'release', creator_percent: '', due_date: '', note: '' } });
  const outcome = form.watch('outcome');

  async function submit(values: DecisionForm) {
    const pending = (deal.data?.deal.work?.deliverables ?? []).filter((d) => d.status !== 'approved').map((d) => d.id);
    const input: ResolveDisputeInput = {
      outcome: values.outcome,
      note: values.note,
      ...(values.outcome === 'split' ? { creator_percent: Number(values.creator_percent) } : {}),
      ...(values.outcome === 'resume'
        ? { due_dates: values.due_date ? pending.map((id) => ({ deliverable_id: id, due_date: values.due_date })) : [] }
        : {}),
    };
    const checked = resolveDisputeSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'due_dates' ? 'due_date' : String(issue.path[0]);
        fields[key] ??= issue.message;
      }
      return { fields };
    }
    try {
      await resolve.mutateAsync({ id: disputeId, ...checked.data });
    } catch (failure) {
      return failureFromError(failure, readApiError(failure).message ?? 'We couldn’t record the decision. Please try again.');
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="admin-dispute__form" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Gavel aria-hidden="true" /> Decide
      </h3>
      <FormSelectField
        name="outcome"
        label="Decision"
        options={DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
      />
      {outcome === 'split' && <FormTextField name="creator_percent" label="Share for the creator (%)" inputMode="numeric" />}
      {outcome === 'resume' && <FormTextField name="due_date" label="New due date" type="date" />}
      <FormTextAreaField
        name="note"
        label="The decision, as both parties will read it"
        rows={3}
        maxLength={ENDING_LIMITS.reasonMax}
        liveMax={ENDING_LIMITS.reasonMax}
        showCount
      />
      <FormAlert />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Recording...">
        Record the decision
      </Button>
    </Form>
  );
}
