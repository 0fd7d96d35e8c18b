import type { ReactNode } from 'react';

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

interface CheckoutFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  readonly hint?: string;
  readonly className?: string;
  /** The control, given the id and the ARIA links to its hint and its message. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its own validation message under it. */
export function CheckoutField({ id, label, error, hint, className, children }: CheckoutFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `checkout-field ${className}` : 'checkout-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
