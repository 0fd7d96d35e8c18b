import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  readonly label: string;
}

/**
 * A labelled input that takes React Hook Form's `register(...)` props (name, onChange, onBlur,
 * ref) as they are. Validation is the form's schema (the messages of docs/requirements/accounts.md), not the browser's.
 */
export function TextField({ label, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
