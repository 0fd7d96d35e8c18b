import type { z } from 'zod';

const boundedFormats = new Set(['uuid', 'guid', 'ulid', 'cuid', 'cuid2', 'nanoid', 'ipv4', 'ipv6', 'date', 'time']);

/**
 * Every string a schema accepts without a maximum length, as paths (`body.name`). Walks zod 4's
 * definitions: objects, wrappers (optional, nullable, default, pipe, transform), unions, arrays, records.
 */
export function unboundedStrings(schema: z.ZodType, path = '$'): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at: string) => unboundedStrings(inner as z.ZodType, at);
  switch (def.type) {
    case 'string': {
      // Formats of a fixed shape are bounded by their pattern.
      if (typeof def.format === 'string' && boundedFormats.has(def.format)) return [];
      const max = (schema as unknown as { maxLength: number | null }).maxLength;
      return max === null || max === undefined ? [path] : [];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) => walk(inner, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path);
    case 'pipe':
      // A pipe's input side is what the request must pass first.
      return walk(def.in, path);
    case 'union':
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    default:
      return [];
  }
}
