import { type Coupon, findCoupon } from '@contract/payments';
import { Dialog } from '@web/components/ui/dialog';
import { Button } from '@web/components/ui/button';
import { checkoutTexts as t } from '../lib/checkout-texts';

/** The banner's promo (docs/requirements/shell.md §1), offered to a user about to leave without a coupon. */
export const exitOfferCoupon = findCoupon('WELCOME20')!;

interface ExitIntentDialogProps {
  readonly planName: string;
  readonly coupon?: Coupon;
  /** The order is with the provider: its price is settled, so no offer is made. */
  readonly paying?: boolean;
  /** Escape or a click beside the dialog: stay, nothing else changes. */
  readonly onStay: () => void;
  /** Stay & Save: stay, with the offer applied when no coupon was. */
  readonly onStayAndSave: () => void;
  readonly onLeave: () => void;
}

/**
 * docs/requirements/plans.md §4 exit-intent modal: titled Wait, with Stay & Save and Leave Anyway. Focus is trapped
 * inside (Radix Dialog); Escape and a click beside it count as staying.
 */
export function ExitIntentDialog({ planName, coupon, paying, onStay, onStayAndSave, onLeave }: ExitIntentDialogProps) {
  const text = coupon
    ? t.exitWithCoupon(planName, coupon.code)
    : paying
      ? t.exitPaying(planName)
      : t.exitOffer(planName, exitOfferCoupon.code, exitOfferCoupon.discount);
  return (
    <Dialog title={t.exitTitle} description={text} onClose={onStay}>
      <div className="dialog__actions">
        {/* Staying comes first, so it is what has the focus when the dialog opens. */}
        <Button variant="primary" onClick={onStayAndSave}>
          {t.stay}
        </Button>
        <Button onClick={onLeave}>{t.leave}</Button>
      </div>
    </Dialog>
  );
}
