import { publicCreatorPath, type CreatorCard, type InvitationStatus } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useInviteCreator, useSavedCreators } from '../api/use-invitations';

const ANSWERED: Record<InvitationStatus, string> = {
  pending: 'Invited',
  applied: 'Already applied',
  declined: 'Declined your invitation',
  offered: 'Offer sent',
};

interface InviteSavedCreatorsProps {
  campaignId: string;
  /** Creators who applied already, who need no invitation. */
  appliedIds: ReadonlySet<string>;
}

/**
 * Invite creators from the brand's Saved list to this open campaign. The brand's earlier invitations are
 * not listed by the API yet, so a row says "Invited" once invited from here; inviting again is harmless
 * (the API answers the invitation there, and sends nothing twice).
 */
export function InviteSavedCreators({ campaignId, appliedIds }: InviteSavedCreatorsProps) {
  const titleId = useId();
  const lists = useSavedCreators(true);
  const invite = useInviteCreator();
  const [answers, setAnswers] = useState<Record<string, { status?: InvitationStatus; error?: string }>>({});

  const saved = lists.data?.shortlists.find((list) => list.is_default) ?? lists.data?.shortlists[0];
  const creators: CreatorCard[] = saved?.entries.map((entry) => entry.creator) ?? [];

  async function inviteCreator(creatorId: string) {
    try {
      const invitation = await invite.mutateAsync({ id: campaignId, creator_id: creatorId });
      setAnswers((prev) => ({ ...prev, [creatorId]: { status: invitation.status } }));
    } catch (failure) {
      setAnswers((prev) => ({
        ...prev,
        [creatorId]: { error: readApiError(failure).message ?? 'The invitation was not sent. Please try again.' },
      }));
    }
  }

  return (
    <section className="invite-saved" aria-labelledby={titleId}>
      <div className="invite-saved__head">
        <div>
          <h2 id={titleId}>Invite your saved creators</h2>
          <p className="text-muted">Creators on your Saved list, invited in one click. They get an email with the brief.</p>
        </div>
      </div>
      {lists.isPending ? null : lists.isError ? (
        <p className="text-muted">Your saved creators could not be loaded.</p>
      ) : creators.length === 0 ? (
        <p className="text-muted">
          No saved creators yet. <Link to="/brand/creators/search">Find creators</Link> and press Save on the ones you like.
        </p>
      ) : (
        <ul className="invite-saved__list">
          {creators.map((creator) => {
            const name = `${creator.first_name} ${creator.last_name}`.trim();
            const answer = answers[creator.id];
            const done = appliedIds.has(creator.id) ? 'Already applied' : answer?.status ? ANSWERED[answer.status] : null;
            return (
              <li key={creator.id} className="invite-saved__row">
                <Avatar imageUrl={creator.profile_image} firstName={creator.first_name} lastName={creator.last_name} />
                <Link to={publicCreatorPath(creator.handle)} className="invite-saved__name">
                  {name}
                </Link>
                {done ? (
                  <span className="invite-saved__done">{done}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Send aria-hidden="true" />}
                    busy={invite.isPending && invite.variables?.creator_id === creator.id}
                    busyText="Inviting..."
                    onClick={() => void inviteCreator(creator.id)}
                  >
                    Invite<span className="sr-only"> {name}</span>
                  </Button>
                )}
                {answer?.error && (
                  <p className="invite-saved__error" role="alert">
                    {answer.error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
