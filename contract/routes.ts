/**
 * The one route table of the REST and WebSocket APIs.
 *
 * CDK (lib/rest-api.ts, lib/websocket-api.ts) creates one Lambda per distinct `handler` and wires it
 * to API Gateway; the local gateway (local/gateway) mounts the same handlers under `/api` with the
 * API Gateway event shapes. A route's `handler` is its file under `lambdas/`, without extension;
 * the file exports `handler`.
 */

/** Who may call a route. `public` needs no token; every other level needs a valid Cognito id token. */
export type RouteAccess = 'public' | 'user' | 'mentor' | 'admin';

/**
 * What a handler may touch beyond writing its logs. CDK turns each into the narrowest IAM grant
 * (lib/rest-api.ts); nothing else is granted, so least privilege is declared next to the route.
 */
export type RouteGrant =
  | 'table:read'
  | 'table:write'
  | 'table:describe'
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:describe'
  | 'packages:read'
  | 'userpool:describe'
  | 'userpool:admin'
  | 'workflow:start'
  | 'workflow:describe'
  | 'websocket:manage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute {
  /** Stable name, used for construct ids and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path below the API root, API Gateway style: `/users/{userId}`. */
  readonly path: string;
  /** File under lambdas/ exporting `handler`, e.g. `health/get-health`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly grants: readonly RouteGrant[];
}

export interface WebSocketRoute {
  readonly routeKey: string;
  readonly handler: string;
  readonly grants: readonly RouteGrant[];
}

export const httpRoutes = [
  { id: 'GetHealth', method: 'GET', path: '/health', handler: 'health/get-health', access: 'public',
    grants: ['table:describe', 'userpool:describe', 'uploads:describe', 'workflow:describe'] },
] as const satisfies readonly HttpRoute[];

export const webSocketRoutes = [
  { routeKey: '$connect', handler: 'realtime/connect', grants: ['table:write'] },
  { routeKey: '$disconnect', handler: 'realtime/disconnect', grants: ['table:write'] },
  { routeKey: '$default', handler: 'realtime/default', grants: ['table:write', 'websocket:manage'] },
] as const satisfies readonly WebSocketRoute[];

export interface NodeFunctionSpec {
  readonly handler: string;
  readonly grants: readonly RouteGrant[];
}

/** The `$connect` authorizer: checks the Cognito id token passed as the `token` query parameter. */
export const webSocketAuthorizer = { handler: 'realtime/authorize', grants: [] } as const satisfies NodeFunctionSpec;

/** Cognito user pool triggers. */
export const cognitoTriggers = {
  preSignUp: { handler: 'auth/pre-sign-up', grants: [] },
  postConfirmation: { handler: 'auth/post-confirmation', grants: ['table:write'] },
} as const satisfies Record<string, NodeFunctionSpec>;

/** The judge workflow's Node tasks (the per-language judge functions are container images). */
export const judgeWorkflowTasks = {
  prepare: { handler: 'judge/prepare', grants: ['table:read', 'packages:read'] },
  record: { handler: 'judge/record', grants: ['table:write'] },
  notify: { handler: 'judge/notify', grants: ['table:read', 'websocket:manage'] },
} as const satisfies Record<string, NodeFunctionSpec>;

/** The API's path prefix in the browser: CloudFront and the local dev server both forward it. */
export const API_PREFIX = '/api';
/** The WebSocket path the local dev server forwards (in AWS the WebSocket API has its own URL). */
export const WS_PREFIX = '/ws';

/** Every Node Lambda the stack deploys, one per handler file, with the union of its routes' grants. */
export function allNodeFunctions(): NodeFunctionSpec[] {
  const specs: NodeFunctionSpec[] = [
    ...httpRoutes,
    ...webSocketRoutes,
    webSocketAuthorizer,
    ...Object.values(cognitoTriggers),
    ...Object.values(judgeWorkflowTasks),
  ];
  const byHandler = new Map<string, Set<RouteGrant>>();
  for (const { handler, grants } of specs) {
    const set = byHandler.get(handler) ?? new Set<RouteGrant>();
    grants.forEach((g) => set.add(g));
    byHandler.set(handler, set);
  }
  return [...byHandler].map(([handler, grants]) => ({ handler, grants: [...grants] }));
}
