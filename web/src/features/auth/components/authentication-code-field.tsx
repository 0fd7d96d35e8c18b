import { type Control, Controller } from 'react-hook-form';
import { CodeField } from './code-field';

/** The authenticator app's six-digit code (docs/decisions/D33), bound to a form's `code` field. */
export function AuthenticationCodeField({ control, disabled }: { readonly control: Control<{ code: string }>; readonly disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field }) => (
        <CodeField label="Authentication code" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} disabled={disabled} />
      )}
    />
  );
}
