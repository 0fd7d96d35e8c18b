import { type FormEvent, useId, useState } from 'react';
import { couponFromInput } from '@contract/checkout-form';
import type { Coupon } from '@contract/payments';
import { Field } from '@web/components/ui/field';
import { Button } from '@web/components/ui/button';
import { couponLabel } from '../lib/checkout-texts';

interface CouponBoxProps {
  readonly coupon?: Coupon;
  readonly onApply: (coupon: Coupon) => void;
  readonly onRemove: () => void;
  /** The order is with the provider: its price can no longer change. */
  readonly locked?: boolean;
}

/**
 * docs/requirements/plans.md §5: a code is needed ("Please enter a coupon code"), must be known in any letter case
 * ("Invalid coupon code"); an applied coupon shows with a Remove button. Its own form, so Enter in
 * the box applies the code rather than paying.
 */
export function CouponBox({ coupon, onApply, onRemove, locked }: CouponBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (coupon) {
    return (
      <div className="coupon-box coupon-box--applied">
        <p role="status">
          Coupon <strong>{coupon.code}</strong> applied: {couponLabel(coupon)}
        </p>
        {locked ? null : (
          <Button onClick={onRemove} aria-label={`Remove coupon ${coupon.code}`}>
            Remove
          </Button>
        )}
      </div>
    );
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = couponFromInput(text);
    if (!result.ok) return setError(result.message);
    setError(null);
    setText('');
    onApply(result.coupon);
  };

  return (
    <form className="coupon-box" onSubmit={apply} noValidate>
      <Field id={`${id}-code`} label="Coupon code" error={error ?? undefined} announceError>
        {(control) => (
          <div className="coupon-box__row">
            <input
              {...control}
              value={text}
              disabled={locked}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" disabled={locked}>
              Apply
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
