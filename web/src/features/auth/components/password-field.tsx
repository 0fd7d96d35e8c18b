import { type ComponentProps, useId, useState } from 'react';
import { Field } from '@web/components/ui/field';
import { Button } from '@web/components/ui/button';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide toggle (docs/requirements/accounts.md §4, §6); takes `register(...)` props like TextField. */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const labelId = `${useId()}-label`;
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} labelId={labelId} className="auth-field">
      {(control) => (
        <div className="auth-password">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
          {/* Named by its text and described by the field's label: a name containing the label
              would make "the field labelled Password" ambiguous for assistive tech and tests. */}
          <Button aria-describedby={labelId} aria-controls={control.id} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide' : 'Show'}
          </Button>
        </div>
      )}
    </Field>
  );
}
