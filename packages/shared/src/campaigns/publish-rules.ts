import { CAMPAIGN_LIMITS as L } from './limits';
import { CAMPAIGN_MESSAGES as m } from './messages';

/** What the checks read of a campaign: its saved fields with a change merged in. */
export interface CampaignCheckValues {
  title: string;
  description: string;
  platforms: readonly string[];
  deliverables: readonly unknown[];
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  /** ISO timestamp. */
  application_deadline: string | null;
  /** YYYY-MM-DD. */
  content_due_date: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A budget is both ends or none (a fixed budget is the same amount twice), the lower first. Holds for drafts too. */
export function campaignBudgetProblems(
  c: Pick<CampaignCheckValues, 'budget_min_cents' | 'budget_max_cents'>,
): Record<string, string> {
  const min = c.budget_min_cents;
  const max = c.budget_max_cents;
  if ((min === null) !== (max === null)) return { [min === null ? 'budget_min_cents' : 'budget_max_cents']: m.budgetBothEnds };
  if (min !== null && max !== null && min > max) return { budget_min_cents: m.budgetOrder };
  return {};
}

/** A deadline applications can still meet: after `now`, and within the year. */
export function campaignDeadlineProblem(deadline: string | null, now: Date): string | null {
  if (deadline === null) return m.deadlineRequired;
  const at = new Date(deadline).getTime();
  if (at <= now.getTime()) return m.deadlineInPast;
  if (at > now.getTime() + L.deadlineMaxDays * DAY_MS) return m.deadlineTooFar;
  return null;
}

/** The content is due on or after the day applications close (both read in UTC). */
export function campaignDueDateProblem(c: Pick<CampaignCheckValues, 'application_deadline' | 'content_due_date'>): string | null {
  if (c.content_due_date === null || c.application_deadline === null) return null;
  return c.content_due_date < c.application_deadline.slice(0, 10) ? m.dueDateBeforeDeadline : null;
}

/**
 * What a creator needs before a campaign can be published, one message per missing or wrong field (the
 * form shows each beside its field). Empty when the campaign can be published at `now`.
 */
export function campaignPublishProblems(c: CampaignCheckValues, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!c.title.trim()) problems.title = m.titleRequired;
  if (!c.description.trim()) problems.description = m.descriptionRequired;
  if (c.platforms.length === 0) problems.platforms = m.platformsRequired;
  if (c.deliverables.length === 0) problems.deliverables = m.deliverablesRequired;
  if (c.budget_min_cents === null && c.budget_max_cents === null) problems.budget_min_cents = m.budgetRequired;
  else Object.assign(problems, campaignBudgetProblems(c));
  const deadline = campaignDeadlineProblem(c.application_deadline, now);
  if (deadline) problems.application_deadline = deadline;
  if (c.content_due_date === null) problems.content_due_date = m.dueDateRequired;
  else {
    const due = campaignDueDateProblem(c);
    if (due) problems.content_due_date = due;
  }
  return problems;
}
