import { type FieldErrors, get } from 'react-hook-form';
import { firstErrorMessage } from '@web/lib/forms/zod-form';

/** The first message recorded at `path` or below it (a list's items, an object's fields). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return firstErrorMessage(error as FieldErrors) ?? undefined;
}

/** The ids an input is described by, skipping the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** A field's validation message, beside it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}
