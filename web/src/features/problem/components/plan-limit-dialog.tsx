import { Link } from 'react-router';
import { planLimitReached } from '@contract/api/submissions';
import { Dialog } from '@web/components/ui/dialog';

/** docs/requirements/practice.md §8: Submit refused because the plan's weekly problem limit is reached; the way out is a better plan. */
export function PlanLimitDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog title={planLimitReached.title} description={planLimitReached.message} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        <Link to="/pricing" className="button button--primary">
          View plans
        </Link>
      </div>
    </Dialog>
  );
}
