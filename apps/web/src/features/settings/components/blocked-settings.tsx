import { Ban } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useBlocks } from '../../../components/block-account/use-blocks';

/** "You blocked 2 accounts": the blocks in one line, with the way to the page that lifts them. */
export function blockedSummary(count: number): string {
  if (count === 0) return 'You have not blocked anyone.';
  return count === 1 ? 'You blocked 1 account.' : `You blocked ${count} accounts.`;
}

export function BlockedSettings() {
  const { items } = useBlocks();
  return (
    <>
      <p className="text-muted settings-line">
        {items === undefined ? 'Loading your blocked accounts...' : blockedSummary(items.length)} A blocked account cannot message
        you, make you offers, invite you or apply to you, nor you them.
      </p>
      <ButtonLink to="/settings/blocked" variant="secondary" size="sm" icon={<Ban aria-hidden="true" />}>
        Blocked accounts
      </ButtonLink>
    </>
  );
}
