import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { dealPaths } from '../lib/paths';

/**
 * The slot for the pair's conversation on the deal page. The conversations pages are being built
 * apart; until they fill this slot, it links to the messages.
 */
export function DealConversationSlot({ deal }: { deal: Deal }) {
  const titleId = useId();
  const other = deal.counterpart?.name;
  return (
    <Card as="section" className="deal-card deal-conversation-slot" aria-labelledby={titleId}>
      <h2 id={titleId}>Messages</h2>
      <p className="text-muted">
        {!other
          ? 'The parties’ conversation about this deal.'
          : deal.status === 'offered'
            ? `Questions about the terms? Talk them over with ${other}.`
            : `Questions about the work? Talk it over with ${other}.`}
      </p>
      {other && (
        <ButtonLink to={dealPaths.messages} variant="secondary" icon={<MessageSquare aria-hidden="true" />}>
          Open messages
        </ButtonLink>
      )}
    </Card>
  );
}
