import { type ReactNode, useId } from 'react';
import './field.css';

/** What a field's control takes from it: its id and the ARIA links to its hint and its message. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldProps {
  readonly label: string;
  /** A line of help under the control, read with it. */
  readonly hint?: string;
  /** The field's own validation message, under the control: the control is then marked invalid. */
  readonly error?: string;
  /** The control's id (one is made when none is given). */
  readonly id?: string;
  /** The label's id, for a control that is also described by it (PasswordField's Show button). */
  readonly labelId?: string;
  /** Announce the message as it appears (role alert): for a message a button's press shows, not a submit's. */
  readonly announceError?: boolean;
  /** A feature's own class beside `field` (its inputs' look, its grid placement). */
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field every form uses: the label, the control, then its hint and its message,
 * each linked to the control (`aria-describedby`), and the control marked invalid while a message
 * shows. Forms validate with their schemas (React Hook Form with zod), not the browser.
 */
export function Field({ label, hint, error, id: givenId, labelId, announceError = false, className, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label id={labelId} className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
