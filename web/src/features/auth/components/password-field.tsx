import { useId, useState } from 'react';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly minLength?: number;
  readonly disabled?: boolean;
}

/** A password input with a Show/Hide toggle (spec 1 §2.4, §2.6). */
export function PasswordField({ label, value, onChange, autoComplete, minLength, disabled }: PasswordFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="auth-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          minLength={minLength}
          disabled={disabled}
        />
        {/* Named by its text and described by the field's label: a name containing the label
            would make "the field labelled Password" ambiguous for assistive tech and tests. */}
        <button type="button" className="button" aria-describedby={labelId} aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
