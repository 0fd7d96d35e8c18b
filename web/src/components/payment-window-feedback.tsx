import { paymentMessages } from '@contract/payments';
import type { PaymentWindowState } from '@web/lib/payments/use-payment-window';
import { Dialog } from './ui/dialog';

/**
 * What the payment window's attempts tell the user (spec 1 §8): why the last attempt failed while
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
  return (
    <Dialog title={paymentMessages.paymentErrorTitle} description={paymentMessages.paymentError} onClose={onDismiss}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onDismiss}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
