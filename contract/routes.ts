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
  | 'uploads:delete'
  | 'uploads:describe'
  | 'packages:read'
  | 'userpool:describe'
  | 'userpool:admin'
  | 'userpool:delete-user'
  | 'workflow:start'
  | 'workflow:describe'
  | 'websocket:manage'
  /** lambda:InvokeFunction on the judge functions only (the run API, the language versions). */
  | 'judge:invoke';

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
  // Accounts, profile and settings (spec 1 §2.10, §3): the caller's own items only.
  // uploads:read wherever an answer carries a presigned avatar URL: a URL is only as good as its signer's rights.
  { id: 'GetMe', method: 'GET', path: '/me', handler: 'profile/get-me', access: 'user', grants: ['table:read', 'uploads:read'] },
  { id: 'UpdateMe', method: 'PATCH', path: '/me', handler: 'profile/update-me', access: 'user', grants: ['table:read', 'table:write', 'uploads:read'] },
  { id: 'UpdatePrivacy', method: 'PUT', path: '/me/privacy', handler: 'profile/update-privacy', access: 'user', grants: ['table:write'] },
  { id: 'UpdateAppearance', method: 'PUT', path: '/me/appearance', handler: 'profile/update-appearance', access: 'user', grants: ['table:write'] },
  { id: 'CheckUsername', method: 'GET', path: '/usernames/{username}', handler: 'profile/check-username', access: 'user', grants: ['table:read'] },
  { id: 'CreateAvatarUpload', method: 'POST', path: '/me/avatar/upload-url', handler: 'profile/create-avatar-upload', access: 'user', grants: ['uploads:write'] },
  { id: 'SetAvatar', method: 'PUT', path: '/me/avatar', handler: 'profile/set-avatar', access: 'user', grants: ['uploads:read', 'uploads:delete', 'table:write'] },
  { id: 'ListSessions', method: 'GET', path: '/me/sessions', handler: 'sessions/list-sessions', access: 'user', grants: ['table:read'] },
  { id: 'StartSession', method: 'POST', path: '/me/sessions', handler: 'sessions/start-session', access: 'user', grants: ['table:read', 'table:write'] },
  { id: 'RevokeSession', method: 'DELETE', path: '/me/sessions/{sessionId}', handler: 'sessions/revoke-session', access: 'user', grants: ['table:read', 'table:write'] },
  { id: 'SignOut', method: 'POST', path: '/me/sign-out', handler: 'sessions/sign-out', access: 'user', grants: ['table:read', 'table:write'] },
  { id: 'DeleteMe', method: 'DELETE', path: '/me', handler: 'account/delete-account', access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'userpool:delete-user'] },
  // Friends (spec 3): so far the count behind the red dot on Connect (spec 1 §2.2).
  { id: 'CountPendingFriendRequests', method: 'GET', path: '/me/friend-requests/pending-count', handler: 'friends/count-pending-requests', access: 'user',
    grants: ['table:read'] },
  { id: 'GetPresence', method: 'GET', path: '/users/{userId}/presence', handler: 'presence/get-presence', access: 'user', grants: ['table:read'] },
  { id: 'GetPlans', method: 'GET', path: '/plans', handler: 'plans/get-plans', access: 'public', grants: ['table:read'] },
  { id: 'SubscribeNewsletter', method: 'POST', path: '/newsletter', handler: 'newsletter/subscribe', access: 'public', grants: ['table:write'] },
  // The judge (issue 3, spec 2 §4.1, §7.1): run the samples synchronously, submit to the workflow, read a result.
  { id: 'RunCode', method: 'POST', path: '/problems/{problemId}/run', handler: 'problems/run-code', access: 'user', grants: ['table:read', 'packages:read', 'judge:invoke'] },
  { id: 'CreateSubmission', method: 'POST', path: '/problems/{problemId}/submissions', handler: 'submissions/create-submission', access: 'user',
    grants: ['table:read', 'table:write', 'workflow:start'] },
  { id: 'GetSubmission', method: 'GET', path: '/submissions/{submissionId}', handler: 'submissions/get-submission', access: 'user', grants: ['table:read'] },
  { id: 'ListJudgeLanguages', method: 'GET', path: '/judge/languages', handler: 'judge/list-languages', access: 'public',
    grants: ['table:read', 'table:write', 'judge:invoke'] },
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
