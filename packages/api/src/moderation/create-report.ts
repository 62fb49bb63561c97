import {
  ERROR_CODES,
  MODERATION_MESSAGES,
  createReportSchema,
  reportAnswerSchema,
  type CreateReportInput,
  type ReportAnswer,
  type ReportKind,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { getCampaign } from '../campaigns/get-campaign';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { authedProcedure } from '../trpc';
import { reportTags as tags } from './moderation-procedures';

const nothingToReport = () => new AppError(404, ERROR_CODES.notFound, MODERATION_MESSAGES.notFound);

/**
 * Who a reported thing is about, when the reporter can see it; else the same 404 as for an id that does not
 * exist, so a report tells nobody what lies behind an id (a message in someone else's conversation, a draft).
 */
async function subjectOf(deps: ServiceDeps, reporter: User, kind: ReportKind, id: string): Promise<string> {
  if (!isUuid(id)) throw nothingToReport();
  const db = deps.db;
  switch (kind) {
    case 'user': {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('email_verified_at', 'is not', null)
        .executeTakeFirst();
      if (!user) throw nothingToReport();
      return user.id;
    }
    case 'message': {
      const message = await db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select('m.sender_id')
        .where('m.id', '=', id)
        .where((eb) => eb.or([eb('c.brand_id', '=', reporter.id), eb('c.creator_id', '=', reporter.id)]))
        .executeTakeFirst();
      if (!message) throw nothingToReport();
      return message.sender_id;
    }
    case 'campaign': {
      // The campaign's own reading rule: whoever may open the campaign may report it.
      const campaign = await getCampaign(deps, reporter, id).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) throw nothingToReport();
        throw error;
      });
      return campaign.brand.id;
    }
    case 'review': {
      const review = await db
        .selectFrom('deal_reviews')
        .select('author_id')
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!review) throw nothingToReport();
      return review.author_id;
    }
  }
}

/**
 * Reports a user, a message, a campaign or a review. One report per reporter and thing: reporting it again
 * answers the first report as it stands and changes nothing.
 */
export async function createReport(deps: ServiceDeps, reporter: User, input: CreateReportInput): Promise<ReportAnswer> {
  const report = createReportSchema.parse(input);
  const subjectUserId = await subjectOf(deps, reporter, report.kind, report.id);
  if (subjectUserId === reporter.id) throw new AppError(400, ERROR_CODES.validation, MODERATION_MESSAGES.cannotReportYourself);
  const made = await deps.db
    .insertInto('reports')
    .values({
      reporter_id: reporter.id,
      kind: report.kind,
      subject_id: report.id,
      subject_user_id: subjectUserId,
      reason: report.reason,
      details: report.details,
      created_at: deps.now(),
    })
    .onConflict((oc) => oc.columns(['reporter_id', 'kind', 'subject_id']).doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
  const row =
    made ??
    (await deps.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('reporter_id', '=', reporter.id)
      .where('kind', '=', report.kind)
      .where('subject_id', '=', report.id)
      .executeTakeFirstOrThrow());
  return { id: row.id, status: row.status as ReportAnswer['status'] };
}

/** POST /reports. */
export const createReportProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reports',
      summary: 'Report a user, a message, a campaign or a review',
      description:
        'Tells the Sponsorly team something is wrong. `id` is the user’s, the message’s, the campaign’s or the review’s. Reporting the same thing again answers the first report (one per person and thing). A thing the caller cannot see answers 404, as one that does not exist.',
      tags,
    },
    successStatus: 201,
    refusals: ['not_found'],
  })
  .input(createReportSchema)
  .output(reportAnswerSchema)
  .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.session.user, input));
