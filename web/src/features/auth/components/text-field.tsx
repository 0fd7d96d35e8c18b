import { type InputHTMLAttributes, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A labelled input; form validation is the screen's own (spec 1 §5 messages), not the browser's. */
export function TextField({ label, value, onChange, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
