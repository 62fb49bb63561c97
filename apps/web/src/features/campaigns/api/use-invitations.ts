import { trpc } from '../../../lib/trpc';

/** The campaigns the creator is invited to. */
export function useMyInvitations(enabled = true) {
  return trpc.invitations.list.useQuery(undefined, { enabled, refetchOnWindowFocus: false });
}

/** Declining an invitation; it settles once the lists are loaded again, so the button stays busy until the invitation shows as declined. */
export function useDeclineInvitation() {
  const utils = trpc.useUtils();
  return trpc.invitations.decline.useMutation({
    onSettled: () => Promise.all([utils.invitations.list.invalidate(), utils.campaigns.get.invalidate()]),
  });
}

/** A brand invites a creator to its open campaign. */
export function useInviteCreator() {
  const utils = trpc.useUtils();
  return trpc.invitations.create.useMutation({ onSuccess: () => void utils.campaigns.mine.invalidate() });
}

/** The brand's lists of creators ("Saved" first), to invite from. */
export function useSavedCreators(enabled: boolean) {
  return trpc.shortlists.list.useQuery(undefined, { enabled, staleTime: 60_000 });
}
