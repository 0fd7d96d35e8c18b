import { challengeMessages } from '@contract/challenges';
import { AlertDialog } from '@web/components/ui/alert-dialog';
import { challengePageTexts } from '../lib/challenge-page-texts';

/** docs/requirements/challenges.md §4: Submit pressed once no submission is left. */
export function AlreadySubmittedDialog({ onClose }: { readonly onClose: () => void }) {
  return <AlertDialog title={challengePageTexts.alreadySubmittedTitle} message={challengeMessages.alreadySubmitted} onClose={onClose} />;
}
