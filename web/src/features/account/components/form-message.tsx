/** A form's outcome line: errors interrupt (alert), successes and progress are polite (status). */
export function FormMessage({ error, success }: { readonly error?: string | null; readonly success?: string | null }) {
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-message form-message--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
