import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { checkoutCountries, type CheckoutFormFields } from '@contract/checkout-form';
import { type PaymentMethod, paymentMethods } from '@contract/payments';
import { methodLabels } from '../lib/checkout-texts';
import { Field } from '@web/components/ui/field';

interface PaymentFieldsProps {
  readonly method: PaymentMethod;
  readonly register: UseFormRegister<CheckoutFormFields>;
  readonly errors: FieldErrors<CheckoutFormFields>;
  readonly disabled?: boolean;
}

/**
 * docs/requirements/plans.md §4 checkout payment form: the method (Card, JazzCash, Easypaisa), the e-mail for the
 * receipt, then the chosen method's fields: the card's number, expiry (MM/YY), CVV, name, country
 * and postal code, or the wallet's Pakistani mobile number.
 */
export function PaymentFields({ method, register, errors, disabled }: PaymentFieldsProps) {
  const id = useId();
  const error = (name: keyof CheckoutFormFields) => errors[name]?.message;

  return (
    <>
      <fieldset className="radio-list radio-list--inline checkout-methods" disabled={disabled}>
        <legend>Payment method</legend>
        {paymentMethods.map((value) => (
          <label key={value} className="checkout-method">
            <input type="radio" value={value} {...register('method')} />
            {methodLabels[value]}
          </label>
        ))}
      </fieldset>

      <fieldset className="checkout-fields" disabled={disabled}>
        <legend className="visually-hidden">{methodLabels[method]} details</legend>
        {/* The provider's page is opened with the account's address, and the receipt goes there. */}
        <Field
          id={`${id}-email`}
          label="Email"
          error={error('email')}
          hint="Your receipt is sent to your account's e-mail address."
          className="checkout-field--wide"
        >
          {(control) => <input {...control} type="email" autoComplete="email" readOnly {...register('email')} />}
        </Field>

        {method === 'card' ? (
          <>
            <Field id={`${id}-card-number`} label="Card number" error={error('cardNumber')} className="checkout-field--wide">
              {(control) => <input {...control} inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" {...register('cardNumber')} />}
            </Field>
            <Field id={`${id}-expiry`} label="Expiry date" error={error('expiryDate')}>
              {(control) => <input {...control} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} {...register('expiryDate')} />}
            </Field>
            <Field id={`${id}-cvv`} label="CVV" error={error('cvv')}>
              {(control) => <input {...control} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...register('cvv')} />}
            </Field>
            <Field id={`${id}-card-name`} label="Name on card" error={error('cardName')} className="checkout-field--wide">
              {(control) => <input {...control} autoComplete="cc-name" {...register('cardName')} />}
            </Field>
            <Field id={`${id}-country`} label="Country" error={error('country')}>
              {(control) => (
                <select {...control} autoComplete="country-name" {...register('country')}>
                  {checkoutCountries.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-postal`} label="Postal code" error={error('postalCode')}>
              {(control) => <input {...control} autoComplete="postal-code" {...register('postalCode')} />}
            </Field>
          </>
        ) : (
          <Field
            id={`${id}-mobile`}
            label={`${methodLabels[method]} mobile number`}
            error={error('mobileNumber')}
            hint={`The Pakistani mobile number of your ${methodLabels[method]} account, e.g. 03001234567.`}
            className="checkout-field--wide"
          >
            {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="03XXXXXXXXX" {...register('mobileNumber')} />}
          </Field>
        )}
      </fieldset>
    </>
  );
}
