import type { UserSummary } from '@contract/friends';
import { Dialog } from '@web/components/ui/dialog';
import { friendsTexts } from '../lib/friends-texts';

interface RemoveFriendDialogProps {
  readonly friend: UserSummary;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Removing a friend asks first; Keep (or Escape) leaves the friendship alone. */
export function RemoveFriendDialog({ friend, onConfirm, onClose }: RemoveFriendDialogProps) {
  return (
    <Dialog title={friendsTexts.removeTitle} description={friendsTexts.removeQuestion(friend.name)} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {friendsTexts.keep}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {friendsTexts.remove}
        </button>
      </div>
    </Dialog>
  );
}
