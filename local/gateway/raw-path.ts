/**
 * The request target as the client sent it. API Gateway matches routes on the raw path: it never
 * resolves `.`/`..` segments, so a path can only ever reach the resource it spells out. WHATWG
 * `new URL()` would resolve them (also `%2e%2e`, backslashes, and a leading `//` read as a host),
 * which once turned `DELETE /api/me/sessions/..` into `DELETE /api/me`: nothing here uses it.
 */
export interface RawTarget {
  /** The path exactly as sent, percent-encoding kept: `/api/me/sessions/abc`. */
  path: string;
  /** After the first `?`, without it; '' when there is none. */
  rawQuery: string;
}

export function splitRequestTarget(url: string | undefined): RawTarget {
  const target = url ?? '/';
  const queryAt = target.indexOf('?');
  return queryAt === -1 ? { path: target, rawQuery: '' } : { path: target.slice(0, queryAt), rawQuery: target.slice(queryAt + 1) };
}

/** Decodes until stable (at most a few rounds), so `%252e%252e` is judged as `..` too. */
function fullyDecoded(segment: string): string {
  let value = segment;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return value; // a stray `%`: what is left is literal
    }
    if (next === value) return value;
    value = next;
  }
  return value;
}

/**
 * Why a path cannot be routed, or undefined when it can. Refused: anything not starting with `/`,
 * a segment that is (or decodes to) `.` or `..`, and a slash or backslash inside a segment, raw
 * backslash or percent-encoded: no route takes such a value, and a server or library further on
 * that resolves or splits it would act on another resource than the one that was authorized.
 */
export function unroutablePathReason(path: string): string | undefined {
  if (!path.startsWith('/')) return 'the path must start with "/"';
  if (path.includes('\\')) return 'the path contains a backslash';
  for (const segment of path.split('/').slice(1)) {
    const decoded = fullyDecoded(segment);
    if (decoded === '.' || decoded === '..') return 'the path contains a "." or ".." segment';
    if (decoded.includes('/') || decoded.includes('\\')) return 'the path contains an encoded slash or backslash';
  }
  return undefined;
}
