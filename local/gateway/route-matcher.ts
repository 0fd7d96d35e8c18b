import type { HttpRoute } from '@contract/routes';

export interface RouteMatch<R extends HttpRoute = HttpRoute> {
  route: R;
  /** `{userId}` → its decoded value; null when the path has none (as API Gateway sends it). */
  pathParameters: Record<string, string> | null;
}

export type MatchResult<R extends HttpRoute> =
  | { kind: 'matched'; match: RouteMatch<R> }
  /** The resource exists but not with this method (API Gateway answers 403 then too). */
  | { kind: 'method-not-found'; allowedMethods: string[] }
  | { kind: 'not-found' };

interface CompiledRoute<R> {
  route: R;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

/** `/users/{userId}/items/{proxy+}` → a regex with one group per parameter. */
function compile<R extends HttpRoute>(route: R): CompiledRoute<R> {
  const names: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!param) return escapeRegExp(segment);
      names.push(param[1]!);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  const literalSegments = segments.filter((s) => !s.startsWith('{')).length;
  return { route, pattern: new RegExp(`^/${source}/?$`), names, literalSegments };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches a request path (below the API prefix) to a route as API Gateway does: literal segments
 * win over parameters, so `/problems/search` beats `/problems/{id}`.
 */
export function createRouteMatcher<R extends HttpRoute>(routes: readonly R[]) {
  const compiled = routes.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method: string, path: string): MatchResult<R> => {
    const candidates = compiled.flatMap((c) => {
      const m = c.pattern.exec(path);
      return m ? [{ c, m }] : [];
    });
    if (candidates.length === 0) return { kind: 'not-found' };
    const hit = candidates.find(({ c }) => c.route.method === method);
    if (!hit) return { kind: 'method-not-found', allowedMethods: [...new Set(candidates.map(({ c }) => c.route.method))] };
    const values = hit.m.slice(1).map((v) => safeDecode(v!));
    const pathParameters = hit.c.names.length ? Object.fromEntries(hit.c.names.map((n, i) => [n, values[i]!])) : null;
    return { kind: 'matched', match: { route: hit.c.route, pathParameters } };
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
