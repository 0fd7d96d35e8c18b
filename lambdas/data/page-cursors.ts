/**
 * Paging cursors of the friends lists, the user search and the chat history: the Query's LastEvaluatedKey as
 * base64url JSON. A cursor comes back from the browser, so it is checked before it reaches
 * DynamoDB: exactly the key attributes of the index read, all strings, in the partition being read.
 * Anything else (garbage, a key of another user's partition) is `undefined`, which the routes
 * answer with a 400, never a 500 and never another user's page.
 */
export type PageKey = Record<string, string>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const INVALID_CURSOR = 'invalidCursor' as const;
export type InvalidCursor = typeof INVALID_CURSOR;

const MAX_KEY_PART = 1024;

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/**
 * The start key a cursor stands for, or undefined when it is not one this read could have issued:
 * `attributes` are the exact key attributes (table keys plus the index's), `belongs` checks it
 * lies in the partition being read.
 */
export function decodeCursor(cursor: string, attributes: readonly string[], belongs: (key: PageKey) => boolean): PageKey | undefined {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  if (entries.length !== attributes.length) return undefined;
  for (const [name, value] of entries) {
    if (!attributes.includes(name) || typeof value !== 'string' || value.length === 0 || value.length > MAX_KEY_PART) return undefined;
  }
  const key = parsed as PageKey;
  return belongs(key) ? key : undefined;
}

export const tableKeyAttributes = ['pk', 'sk'] as const;
export const gsi1KeyAttributes = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
export const gsi2KeyAttributes = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;
