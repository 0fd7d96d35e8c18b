import { type ComponentProps, useId, useState } from 'react';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide toggle (docs/requirements/accounts.md §4, §6); takes `register(...)` props like TextField. */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="auth-password">
        <input id={id} type={visible ? 'text' : 'password'} {...input} />
        {/* Named by its text and described by the field's label: a name containing the label
            would make "the field labelled Password" ambiguous for assistive tech and tests. */}
        <button type="button" className="button" aria-describedby={labelId} aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
