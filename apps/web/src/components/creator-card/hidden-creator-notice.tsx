import type { CreatorCard } from '@sponsorly/shared';
import { Undo2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';
import './hidden-creator-notice.css';

interface HiddenCreatorNoticeProps {
  creator: CreatorCard | null;
  undoing: boolean;
  error: string | null;
  onUndo: (creator: CreatorCard) => void;
  onDismiss: () => void;
}

/**
 * "Maria Lopez is hidden from your results. Undo", at the foot of the screen. The Hide button that had
 * focus went away with the card, so focus moves to Undo: a keyboard user can take it back at once.
 */
export function HiddenCreatorNotice({ creator, undoing, error, onUndo, onDismiss }: HiddenCreatorNoticeProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  const creatorId = creator?.id;
  useEffect(() => {
    if (creatorId) noticeRef.current?.querySelector<HTMLButtonElement>('.hidden-notice__undo')?.focus();
  }, [creatorId]);

  if (!creator && !error) return null;
  return (
    <div ref={noticeRef} className="hidden-notice" role="status">
      <p className="hidden-notice__text">
        {error ?? `${creator?.first_name} ${creator?.last_name} is hidden from your results.`}
      </p>
      {creator && (
        <Button
          className="hidden-notice__undo"
          variant="secondary"
          size="sm"
          icon={<Undo2 aria-hidden="true" />}
          busy={undoing}
          busyText="Undoing..."
          onClick={() => onUndo(creator)}
        >
          Undo
        </Button>
      )}
      <button type="button" className="hidden-notice__close" onClick={onDismiss} aria-label="Dismiss">
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
