import { useId } from 'react';
import { CODE_LENGTH } from '../lib/messages';
import { cleanCode } from '../lib/validation';

interface CodeFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label?: string;
  readonly disabled?: boolean;
}

/** The six-digit code Cognito e-mailed: digits only, at most six, offered by the phone's keyboard and autofill. */
export function CodeField({ value, onChange, label = 'Enter OTP', disabled }: CodeFieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="auth-code"
        value={value}
        onChange={(e) => onChange(cleanCode(e.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder="000000"
        required
        disabled={disabled}
      />
    </div>
  );
}
