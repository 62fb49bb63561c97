import type { CreatorCard } from '@sponsorly/shared';
import { EyeOff } from 'lucide-react';
import { Button } from '../ui/button';

/** "Hide": leaves a creator out of this brand's results; the page shows the undo (HiddenCreatorNotice). */
export function HideCreatorButton({
  creator,
  busy,
  onHide,
}: {
  creator: CreatorCard;
  busy: boolean;
  onHide: (creator: CreatorCard) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<EyeOff aria-hidden="true" />}
      busy={busy}
      busyText="Hiding..."
      onClick={() => onHide(creator)}
    >
      Hide<span className="sr-only"> {`${creator.first_name} ${creator.last_name}`.trim()}</span>
    </Button>
  );
}
