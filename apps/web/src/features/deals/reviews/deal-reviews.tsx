import { REVIEW_LIMITS, reviewSchema, type ReviewInput } from '@sponsorly/shared';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { StarRating } from '../../../components/reviews/star-rating';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDealSteps, type Deal } from '../api/use-deal';
import { SEND_FAILED } from '../lib/form-failure';
import { formatInstant } from '../lib/time-words';
import '../styles/deal-card.css';
import '../styles/deal-work.css';
import '../styles/deal-draft-form.css';

/** The form's stars as typed (a radio's value is text), checked by the shared rule on submit. */
const reviewForm = z.object({ rating: z.string(), text: z.string() });

/** After completion: the reader's review (or the form, for 14 days) and the other side's once both are in. */
export function DealReviews({ deal, onDone }: { deal: Deal; onDone: (message: string) => void }) {
  const titleId = useId();
  const reviews = deal.reviews;
  if (!reviews || !deal.your_side) return null;
  const other = deal.counterpart?.name ?? 'The other side';
  return (
    <Card as="section" className="deal-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Reviews</h2>
      {reviews.mine ? (
        <div>
          <p>
            Your review: <StarRating rating={reviews.mine.rating} />
          </p>
          <p className="deal-work__note">{reviews.mine.text}</p>
        </div>
      ) : reviews.can_review ? (
        <ReviewForm deal={deal} onDone={onDone} />
      ) : null}
      {reviews.theirs ? (
        <div>
          <p>
            {other}’s review: <StarRating rating={reviews.theirs.rating} />
          </p>
          <p className="deal-work__note">{reviews.theirs.text}</p>
        </div>
      ) : reviews.theirs_hidden ? (
        <p className="text-muted">
          {other} left a review. It shows once yours is in
          {reviews.review_until ? `, or on ${formatInstant(reviews.review_until)}` : ''}.
        </p>
      ) : null}
    </Card>
  );
}

function ReviewForm({ deal, onDone }: { deal: Deal; onDone: (message: string) => void }) {
  const { review } = useDealSteps(deal.id);
  const form = useZodForm(reviewForm, { defaultValues: { rating: '', text: '' } });
  const stars = useController({ control: form.control, name: 'rating' });
  async function submit(values: { rating: string; text: string }) {
    const checked = reviewSchema.safeParse({ rating: Number(values.rating) || 0, text: values.text });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return { fields };
    }
    try {
      await review.mutateAsync({ id: deal.id, ...(checked.data as ReviewInput) });
      onDone('Thank you. Your review is in.');
    } catch (failure) {
      return failureFromError(failure, SEND_FAILED);
    }
  }
  const error = form.formState.errors.rating?.message;
  return (
    <Form form={form} onSubmit={submit} className="deal-draft-form" aria-label="Your review">
      <fieldset className="review-stars-field" aria-invalid={error ? true : undefined}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={String(n)}
              checked={stars.field.value === String(n)}
              onChange={() => stars.field.onChange(String(n))}
            />
            {n} {n === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <FormTextAreaField
        name="text"
        label={`How did it go with ${deal.counterpart?.name ?? 'them'}?`}
        rows={3}
        maxLength={REVIEW_LIMITS.textMax}
        liveMax={REVIEW_LIMITS.textMax}
        showCount
      />
      <FormAlert />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending...">
        Send review
      </Button>
    </Form>
  );
}
