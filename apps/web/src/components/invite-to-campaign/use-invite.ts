import type { InvitationStatus } from '@sponsorly/shared';
import { useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

/** What a brand reads once an invitation is answered. */
export const INVITATION_WORDS: Record<InvitationStatus, string> = {
  pending: 'Invited',
  applied: 'Already applied',
  declined: 'Declined your invitation',
  offered: 'Offer sent',
};

/**
 * Inviting one creator to one campaign (POST /api/campaigns/{id}/invitations). Inviting again is
 * harmless: the API answers the invitation already there and sends nothing twice.
 */
export function useInvite() {
  const utils = trpc.useUtils();
  const mutation = trpc.invitations.create.useMutation({
    onSuccess: () => Promise.all([utils.campaigns.mine.invalidate(), utils.search.inviteCampaigns.invalidate()]),
  });
  const [answers, setAnswers] = useState<Record<string, { status?: InvitationStatus; error?: string }>>({});
  const key = (campaignId: string, creatorId: string) => `${campaignId}:${creatorId}`;

  async function invite(campaignId: string, creatorId: string) {
    try {
      const invitation = await mutation.mutateAsync({ id: campaignId, creator_id: creatorId });
      setAnswers((prev) => ({ ...prev, [key(campaignId, creatorId)]: { status: invitation.status } }));
    } catch (failure) {
      const error = readApiError(failure).message ?? 'The invitation was not sent. Please try again.';
      setAnswers((prev) => ({ ...prev, [key(campaignId, creatorId)]: { error } }));
    }
  }
  return {
    invite,
    answerOf: (campaignId: string, creatorId: string) => answers[key(campaignId, creatorId)],
    busy: (campaignId: string, creatorId: string) =>
      mutation.isPending && mutation.variables?.id === campaignId && mutation.variables.creator_id === creatorId,
  };
}
