import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstErrorMessage } from './zod-form';

/** Runs a schema through the same resolver the forms use and returns the message a form would show. */
async function shown(schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>, values: Record<string, unknown>) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return firstErrorMessage(result.errors);
}

describe('firstErrorMessage', () => {
  const schema = z
    .object({ email: z.string().trim().min(1, 'email required'), password: z.string().min(1, 'password required') })
    .refine((v) => v.email.includes('@'), { message: 'email format', path: ['email'] });

  it('shows the first failing rule in the order the schema checks them', async () => {
    expect(await shown(schema, { email: '', password: '' })).toBe('email required');
    // A later field's rule comes before an object-level rule on an earlier field.
    expect(await shown(schema, { email: 'x', password: '' })).toBe('password required');
    expect(await shown(schema, { email: 'x', password: 'p' })).toBe('email format');
    expect(await shown(schema, { email: 'a@b', password: 'p' })).toBeNull();
  });

  it('finds the message of a nested field', async () => {
    const nested = z.object({ profile: z.object({ name: z.string().min(1, 'name required') }) });
    expect(await shown(nested, { profile: { name: '' } })).toBe('name required');
  });
});
