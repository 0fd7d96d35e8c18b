/** The one message a form shows (docs/requirements/shell.md §5: only the first failing rule); announced when it appears. */
export function FormError({ message }: { readonly message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="alert alert--error" role="alert">
      {message}
    </p>
  );
}
