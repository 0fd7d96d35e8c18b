import type { Coupon, PaymentMethod } from '@contract/payments';

/** What the checkout screen says besides the contract's messages (docs/requirements/plans.md §4). */
export const checkoutTexts = {
  title: 'Checkout',
  secureHint: "You will complete the payment on our payment provider's secure page.",
  cardStaysHere: 'Your card number, expiry date and CVV are checked here and never sent to us.',
  processing: 'Processing...',
  waiting: 'Waiting for your payment to be confirmed...',
  waitingHint: 'Complete the payment in the tab that opened. This page updates by itself once the provider confirms it.',
  reopen: 'Open the payment page again',
  changeDetails: 'Change payment details',
  paidTitle: 'Payment received',
  paid: (plan: string) => `You are now on the ${plan} plan. Enjoy your new limits!`,
  goToDashboard: 'Go to Dashboard',
  underpaid: (total: string, orderId: string) =>
    `The payment we received was less than the order total of ${total}, so your plan has not changed. Please contact support and quote order ${orderId}.`,
  tryAgain: 'Try again',
  cancelledTitle: 'Payment cancelled',
  cancelled: "The payment was cancelled on the payment provider's page. Nothing was charged and your plan has not changed.",
  cancelledOtherTab: 'Your checkout in the other tab shows this too: you can close this one, or choose a plan again.',
  backToPricing: 'Back to pricing',
  orderFailed: 'Could not start the payment. Please try again.',
  exitTitle: 'Wait',
  exitWithCoupon: (plan: string, code: string) => `Your ${plan} upgrade is not finished yet, and your ${code} discount is still applied. Stay to complete it.`,
  exitPaying: (plan: string) => `Your ${plan} upgrade is not finished yet: we are still waiting for your payment. Stay to complete it.`,
  exitOffer: (plan: string, code: string, percent: number) =>
    `Your ${plan} upgrade is not finished yet. Stay now and we will apply the code ${code} for an extra ${percent}% off.`,
  stay: 'Stay & Save',
  leave: 'Leave Anyway',
} as const;

export const methodLabels: Record<PaymentMethod, string> = { card: 'Card', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };

/** "20% off" or "$100 off". */
export function couponLabel(coupon: Coupon): string {
  return coupon.type === 'percentage' ? `${coupon.discount}% off` : `$${coupon.discount} off`;
}
