import {
  formatCents,
  type ApplicationStatus,
  type CampaignStatus,
  type CampaignVisibility,
  type InvitationStatus,
} from '@sponsorly/shared';

export type Tone = 'neutral' | 'success' | 'warning' | 'primary' | 'danger';

export const CAMPAIGN_STATUS_WORDS: Record<CampaignStatus, { label: string; tone: Tone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'warning' },
  completed: { label: 'Completed', tone: 'primary' },
};

/** An application's state as its creator reads it. */
export const APPLICATION_STATUS_WORDS: Record<ApplicationStatus, { label: string; tone: Tone }> = {
  submitted: { label: 'Submitted', tone: 'neutral' },
  shortlisted: { label: 'Shortlisted', tone: 'success' },
  offered: { label: 'Offer received', tone: 'primary' },
  declined: { label: 'Declined', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

export const INVITATION_STATUS_WORDS: Record<InvitationStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Invited', tone: 'primary' },
  applied: { label: 'Applied', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  offered: { label: 'Offer received', tone: 'primary' },
};

export const VISIBILITY_WORDS: Record<CampaignVisibility, string> = {
  public: 'Public',
  invite_only: 'Invite only',
};

/** "$500", "$500 – $800", or null while there is no budget. */
export function budgetText(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return formatCents((min ?? max) as number);
  return `${formatCents(min)} – ${formatCents(max)}`;
}

/** "Tue, Mar 10, 2026, 5:00 PM" in the reader's time zone. */
export function deadlineText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "Mar 24, 2026" for a calendar date (YYYY-MM-DD), which has no time zone to shift it. */
export function dayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(year, month - 1, day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Nov 25, 2026" for an instant (when something happened). */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
