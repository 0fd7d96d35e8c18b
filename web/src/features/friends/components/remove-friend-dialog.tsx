import type { UserSummary } from '@contract/friends';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { friendsTexts } from '../lib/friends-texts';

interface RemoveFriendDialogProps {
  readonly friend: UserSummary;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Removing a friend asks first; Keep (or Escape) leaves the friendship alone. */
export function RemoveFriendDialog({ friend, onConfirm, onClose }: RemoveFriendDialogProps) {
  return (
    <ConfirmDialog
      title={friendsTexts.removeTitle}
      description={friendsTexts.removeQuestion(friend.name)}
      confirmLabel={friendsTexts.remove}
      cancelLabel={friendsTexts.keep}
      destructive
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
