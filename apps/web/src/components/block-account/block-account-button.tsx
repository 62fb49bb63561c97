import { BLOCK_MESSAGES } from '@sponsorly/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useBlocks } from './use-blocks';

/**
 * "Block" (or "Unblock" once blocked) for the other side of the marketplace: on a creator's or a brand's
 * page, a conversation, an offer or an application. Blocking asks first, saying what it does; shown only
 * to a logged-in account of the other kind.
 */
export function BlockAccountButton({
  userId,
  userType,
  name,
  onChange,
}: {
  userId: string;
  userType: 'brand' | 'creator';
  name: string;
  onChange?: (blocked: boolean) => void;
}) {
  const { user, isBlocked, block, unblock } = useBlocks();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || user.user_type === userType || user.id === userId) return null;
  const blocked = isBlocked(userId);

  async function change(to: boolean) {
    setError(null);
    try {
      if (to) await block.mutateAsync({ user_id: userId });
      else await unblock.mutateAsync({ user_id: userId });
      setConfirming(false);
      onChange?.(to);
    } catch (failure) {
      setError(readApiError(failure).message ?? 'That did not work. Please try again.');
    }
  }

  return (
    <>
      {blocked ? (
        <Button variant="ghost" size="sm" busy={unblock.isPending} busyText="Unblocking..." onClick={() => void change(false)}>
          Unblock<span className="sr-only"> {name}</span>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" icon={<Ban aria-hidden="true" />} onClick={() => setConfirming(true)}>
          Block<span className="sr-only"> {name}</span>
        </Button>
      )}
      {error && !confirming && (
        <Alert tone="error" title="Not changed">
          {error}
        </Alert>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Block ${name}?`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={block.isPending}>
              Cancel
            </Button>
            <Button busy={block.isPending} busyText="Blocking..." onClick={() => void change(true)}>
              Block
            </Button>
          </>
        }
      >
        <p>{BLOCK_MESSAGES.blockConfirm}</p>
        <p className="text-muted">You can unblock them later in Settings, under Blocked accounts.</p>
        {error && (
          <Alert tone="error" title="Not blocked">
            {error}
          </Alert>
        )}
      </Modal>
    </>
  );
}
