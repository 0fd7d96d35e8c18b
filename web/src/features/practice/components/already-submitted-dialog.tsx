import { challengeMessages } from '@contract/challenges';
import { Dialog } from '@web/components/ui/dialog';
import { challengePageTexts } from '../lib/challenge-page-texts';

/** Spec 2 §4.3, §8: Submit pressed once no submission is left. */
export function AlreadySubmittedDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog title={challengePageTexts.alreadySubmittedTitle} description={challengeMessages.alreadySubmitted} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
