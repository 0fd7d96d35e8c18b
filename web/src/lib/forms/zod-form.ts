import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type FieldValues, useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type FormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * The app's one way to build a form: React Hook Form, validated by a zod schema (the contract's
 * own where the server checks the same thing, so the browser refuses what the server would, in
 * the same words). Submitting validates; the fields are not re-validated while typing, because
 * the spec's forms show one message per attempt (docs/requirements/shell.md §5), not live per-field errors. The
 * first invalid field takes focus, so keyboard and screen-reader users land on what to fix.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: FormOptions<S> = {}) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
  });
}

/**
 * docs/requirements/shell.md §5: only the first failing rule is shown. The resolver records the schema's issues in
 * the order the schema checks them (fields in order, then the object's rules in order), so the
 * first entry is the first failing rule; a schema that must order rules across fields does so
 * with object-level refinements marked `abort: true`.
 */
export function firstErrorMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    // A field's error has a type; an object without one holds the errors of a nested field.
    if (!('type' in error)) {
      const nested = firstErrorMessage(error as FieldErrors);
      if (nested) return nested;
    }
  }
  return null;
}
