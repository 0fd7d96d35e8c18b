/**
 * What a REST route is, once, for every side: CDK builds the API from it (lib/rest-api.ts), the
 * feature Lambda's router checks access and validates with its schemas (lambdas/shared/http-handler.ts),
 * the local gateway serves it, and the web calls it through the typed client (web/src/lib/api-client.ts).
 */
import { z } from 'zod';
import { isStaffAccess, type RouteAccess } from '../roles';

export type { RouteAccess } from '../roles';

/**
 * What a feature's Lambda may touch beyond writing its logs. CDK turns each into the narrowest IAM
 * grant (lib/node-function.ts); a feature function gets the union of its routes' grants.
 */
export type RouteGrant =
  | 'table:read'
  | 'table:write'
  | 'table:describe'
  | 'uploads:read'
  | 'uploads:write'
  /** PutObject under `blog-covers/*` only: the presigned upload of an article's cover. */
  | 'uploads:write-blog-covers'
  | 'uploads:delete'
  | 'uploads:describe'
  | 'packages:read'
  /** PutObject under `artifacts/` of the packages bucket only: where the judge workflow keeps compiled programs. */
  | 'packages:write-artifacts'
  /** PutObject under `problems/wc-*` only: the tests of the weekly challenges staff schedule. */
  | 'packages:write-challenges'
  | 'userpool:describe'
  | 'userpool:admin'
  | 'userpool:delete-user'
  /** AdminGetUser: whether a staff caller has TOTP on. Every staff-level route gets it (defineRoute). */
  | 'userpool:read-second-factor'
  /** AdminUserGlobalSignOut of the caller's own user (turning two-factor on ends every sign-in). */
  | 'userpool:sign-out-user'
  | 'workflow:start'
  | 'workflow:describe'
  | 'websocket:manage'
  /** lambda:InvokeFunction on the judge functions only (the run API, the language versions). */
  | 'judge:invoke'
  /** The payment provider's configuration: its links, and ssm:GetParameter on the webhook secret only. */
  | 'payments:config';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** The schema of a route without path parameters, query or body. */
export const none = z.object({});
type AnyObject = z.ZodType<Record<string, unknown>>;

export interface HttpRouteDefinition<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable name, used for construct ids, logs and the web client. */
  readonly id: string;
  /** The feature whose Lambda serves it: `lambdas/<feature>/handler.ts`. */
  readonly feature: string;
  readonly method: HttpMethod;
  /** Path below the API prefix, API Gateway style: `/users/{userId}`. */
  readonly path: string;
  readonly access: RouteAccess;
  readonly grants: readonly RouteGrant[];
  /** Path parameters, one key per `{name}` of the path. */
  readonly params: P;
  readonly query: Q;
  /** The JSON body; `none` for routes that take none. */
  readonly body: B;
  /** What a success answers with: the server checks it before sending, the web parses it. */
  readonly response: R;
  /** Success status; 200 unless said otherwise. */
  readonly status?: number;
}

export type AnyHttpRoute = HttpRouteDefinition<AnyObject, AnyObject, z.ZodType, z.ZodType>;

/** Fills in the parts a route leaves out (no params, no query, no body) so every route has all. */
export function defineRoute<
  P extends AnyObject = typeof none,
  Q extends AnyObject = typeof none,
  B extends z.ZodType = typeof none,
  R extends z.ZodType = z.ZodType,
>(definition: Omit<HttpRouteDefinition<P, Q, B, R>, 'params' | 'query' | 'body'> & { params?: P; query?: Q; body?: B }): HttpRouteDefinition<P, Q, B, R> {
  return {
    ...definition,
    // A staff route checks the caller's second factor in Cognito (lambdas/shared/second-factor.ts).
    grants: isStaffAccess(definition.access) ? [...new Set([...definition.grants, 'userpool:read-second-factor' as const])] : definition.grants,
    params: (definition.params ?? none) as P,
    query: (definition.query ?? none) as Q,
    body: (definition.body ?? none) as B,
  };
}

/** The names of a path's parameters: `/users/{userId}` → `['userId']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1]!);
}

/** The input of a route as its handler sees it: path parameters win over query and body fields. */
export type RouteInput<R extends AnyHttpRoute> = z.output<R['body']> & z.output<R['query']> & z.output<R['params']>;
/** What a handler returns (before the response schema's own transforms). */
export type RouteResult<R extends AnyHttpRoute> = z.input<R['response']>;
/** What the web receives. */
export type RouteResponse<R extends AnyHttpRoute> = z.output<R['response']>;
