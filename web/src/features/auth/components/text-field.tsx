import type { ComponentProps } from 'react';
import { Field } from '@web/components/ui/field';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  readonly label: string;
}

/**
 * A labelled input (the kit's Field) that takes React Hook Form's `register(...)` props (name,
 * onChange, onBlur, ref) as they are. Validation is the form's schema (the messages of
 * docs/requirements/accounts.md), not the browser's.
 */
export function TextField({ label, ...input }: TextFieldProps) {
  return (
    <Field label={label} className="auth-field">
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
