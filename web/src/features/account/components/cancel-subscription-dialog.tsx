import { useId, useState } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

/** docs/requirements/plans.md §7: the reasons offered; nothing is sent (the provider's receipt link cancels, and its webhook returns the plan to Free). */
export const cancelReasons = [
  { value: 'too-expensive', label: 'Too expensive' },
  { value: 'not-using', label: 'Not using it enough' },
  { value: 'missing-features', label: 'Missing features' },
  { value: 'switching', label: 'Switching to another service' },
  { value: 'other', label: 'Other' },
] as const;

export function CancelSubscriptionDialog({ onStay, onConfirm }: { readonly onStay: () => void; readonly onConfirm: () => void }) {
  const [reason, setReason] = useState<string>('');
  const [feedback, setFeedback] = useState('');
  const id = useId();
  return (
    // Staying is the prominent choice here (primary); the reasons are asked above the buttons.
    <ConfirmDialog
      title="Cancel Subscription"
      description="Cancelling is done at our payment provider: use the cancellation link in your payment receipt e-mail. Your plan returns to Free when the provider tells us the subscription has been cancelled."
      confirmLabel="Confirm Cancellation"
      cancelLabel="Stay Subscribed"
      cancelVariant="primary"
      destructive
      onConfirm={onConfirm}
      onCancel={onStay}
    >
      <fieldset className="radio-list">
        <legend>Why are you cancelling?</legend>
        {cancelReasons.map((r) => (
          <label key={r.value}>
            <input type="radio" name={`${id}-reason`} value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
            {r.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-feedback`}>Anything else you would like to tell us?</label>
      <textarea id={`${id}-feedback`} value={feedback} onChange={(e) => setFeedback(e.target.value)} rows={3} />
    </ConfirmDialog>
  );
}
