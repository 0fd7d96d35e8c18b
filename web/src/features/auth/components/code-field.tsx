import type { Ref } from 'react';
import { Field } from '@web/components/ui/field';
import { CODE_LENGTH } from '../lib/messages';
import { cleanCode } from '../lib/form-schemas';

interface CodeFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** React Hook Form's ref, so a failed submit can focus the field. */
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly label?: string;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
}

/**
 * The six-digit code Cognito e-mailed: digits only, at most six, offered by the phone's keyboard
 * and autofill. Controlled (a form binds it with React Hook Form's Controller), because what is
 * typed or pasted is cleaned before it becomes the value.
 */
export function CodeField({ value, onChange, onBlur, inputRef, label = 'Enter OTP', disabled, invalid }: CodeFieldProps) {
  return (
    <Field label={label} className="auth-field">
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="auth-code"
          value={value}
          onChange={(e) => onChange(cleanCode(e.target.value))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          placeholder="000000"
          required
          disabled={disabled}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}
