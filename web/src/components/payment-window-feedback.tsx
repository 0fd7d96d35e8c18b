import { paymentMessages } from '@contract/payments';
import type { PaymentWindowState } from '@web/lib/payments/use-payment-window';
import { AlertDialog } from './ui/alert-dialog';

/**
 * What the payment window's attempts tell the user (docs/requirements/plans.md §6): why the last attempt failed while
 * the next one waits, and the Payment Error dialog once every attempt failed.
 */
export function PaymentWindowFeedback({ state, onDismiss }: { readonly state: PaymentWindowState; readonly onDismiss: () => void }) {
  if (state.status === 'opening' && state.error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {state.error}. Trying again...
      </p>
    );
  }
  if (state.status !== 'failed') return null;
  return <AlertDialog title={paymentMessages.paymentErrorTitle} message={paymentMessages.paymentError} onClose={onDismiss} />;
}
