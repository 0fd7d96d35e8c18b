/**
 * The one route table of the REST and WebSocket APIs, gathered from the features' route files
 * (contract/api/<feature>.ts).
 *
 * CDK (lib/rest-api.ts, lib/websocket-api.ts) creates one Lambda per feature and wires its routes to
 * API Gateway; the feature's handler (`lambdas/<feature>/handler.ts`) routes each request to the
 * route's own handler, which checks access and validates with the route's schemas; the local gateway
 * (local/gateway) mounts the same handlers under `/api` with the API Gateway event shapes.
 */
import { accountApi } from './api/account';
import { challengesApi } from './api/challenges';
import { chatApi } from './api/chat';
import { discussionsApi } from './api/discussions';
import { friendsApi } from './api/friends';
import { healthApi } from './api/health';
import { paymentsApi } from './api/payments';
import { presenceApi } from './api/presence';
import { problemsApi } from './api/problems';
import { progressApi } from './api/progress';
import { rankingsApi } from './api/rankings';
import { profileApi } from './api/profile';
import { sessionsApi } from './api/sessions';
import { siteApi } from './api/site';
import { submissionsApi } from './api/submissions';
import { usersApi } from './api/users';
import type { AnyHttpRoute, HttpMethod, RouteAccess, RouteGrant } from './http/route';

export type { HttpMethod, RouteAccess, RouteGrant } from './http/route';

/** Every feature's REST routes, by feature: each feature is one Lambda. */
export const featureApis = {
  health: healthApi,
  profile: profileApi,
  account: accountApi,
  sessions: sessionsApi,
  friends: friendsApi,
  chat: chatApi,
  users: usersApi,
  presence: presenceApi,
  site: siteApi,
  submissions: submissionsApi,
  problems: problemsApi,
  progress: progressApi,
  challenges: challengesApi,
  rankings: rankingsApi,
  payments: paymentsApi,
  discussions: discussionsApi,
} as const;
export type FeatureName = keyof typeof featureApis;

/** A route as CDK and the local gateway see it: its feature's Lambda module is its `handler`. */
export interface HttpRoute {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The feature's module under lambdas/ exporting `handler`: `<feature>/handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly grants: readonly RouteGrant[];
}

export interface WebSocketRoute {
  readonly routeKey: string;
  readonly handler: string;
  readonly grants: readonly RouteGrant[];
}

/** `profile` → `profile/handler`: the file of a feature's Lambda. */
export function featureHandler(feature: string): string {
  return `${feature}/handler`;
}

/** Every route definition, with its schemas. */
export const routeDefinitions: readonly AnyHttpRoute[] = Object.values(featureApis).flatMap((api) => Object.values(api) as AnyHttpRoute[]);

export const httpRoutes: readonly HttpRoute[] = routeDefinitions.map(({ id, method, path, access, grants, feature }) => ({
  id,
  method,
  path,
  access,
  grants,
  handler: featureHandler(feature),
}));

export const webSocketRoutes = [
  // table:read for dynamodb:ConditionCheckItem: a connection is stored only while its account may be written.
  { routeKey: '$connect', handler: 'realtime/connect', grants: ['table:read', 'table:write'] },
  // $disconnect reads the user's remaining connections and friends to push "offline" when the last one closes.
  { routeKey: '$disconnect', handler: 'realtime/disconnect', grants: ['table:read', 'table:write', 'websocket:manage'] },
  // Every client message, each to its feature's handler (lambdas/app/websocket-default.ts).
  { routeKey: '$default', handler: 'app/websocket-default', grants: ['table:read', 'table:write', 'websocket:manage'] },
] as const satisfies readonly WebSocketRoute[];

export interface NodeFunctionSpec {
  readonly handler: string;
  readonly grants: readonly RouteGrant[];
}

/** The `$connect` authorizer: checks the Cognito id token passed as the `token` query parameter. */
// table:read: a revoked sign-in's token is refused (lambdas/shared/revoked-tokens.ts).
export const webSocketAuthorizer = { handler: 'realtime/authorize', grants: ['table:read'] } as const satisfies NodeFunctionSpec;

/** Cognito user pool triggers. */
export const cognitoTriggers = {
  // table:read: the e-mail claim (an address an account holds in another letter case is refused).
  preSignUp: { handler: 'auth/pre-sign-up', grants: ['table:read'] },
  postConfirmation: { handler: 'auth/post-confirmation', grants: ['table:write'] },
} as const satisfies Record<string, NodeFunctionSpec>;

/** The judge workflow's Node tasks (the per-language judge functions are container images). */
export const judgeWorkflowTasks = {
  // Marks the submission running (a conditional write) and reads the problem.
  prepare: { handler: 'judge/prepare', grants: ['table:read', 'table:write'] },
  // Reads the source, presigns the tests, invokes the judge, stores the artifact (lambdas/judge/compile-submission.ts).
  compile: { handler: 'judge/compile-submission', grants: ['table:read', 'packages:read', 'packages:write-artifacts', 'judge:invoke'] },
  // table: reads whether an earlier batch stopped judging (a TLE) and records a stop (lambdas/judge/judge-batch.ts).
  judgeBatch: { handler: 'judge/judge-batch', grants: ['table:read', 'table:write', 'packages:read', 'judge:invoke'] },
  // table:read: it reads the submission, the problem and the user's timezone, and checks the account in its transaction.
  // The judge's step with the weekly challenges' recorder (lambdas/app/record-result.ts).
  record: { handler: 'app/record-result', grants: ['table:read', 'table:write'] },
  notify: { handler: 'judge/notify', grants: ['table:read', 'websocket:manage'] },
} as const satisfies Record<string, NodeFunctionSpec>;

/** The API's path prefix in the browser: CloudFront and the local dev server both forward it. */
export const API_PREFIX = '/api';
/**
 * The host the reader asked for, which CloudFront adds to every `/api/*` request (lib/web-hosting.ts):
 * API Gateway only sees its own host, and absolute links (the blog's feed and sitemap) need the site's.
 */
export const VIEWER_HOST_HEADER = 'x-codearena-viewer-host';
/** The WebSocket path the local dev server forwards (in AWS the WebSocket API has its own URL). */
export const WS_PREFIX = '/ws';

/** Every Node Lambda the stack deploys, one per handler file, with the union of its routes' grants. */
export function allNodeFunctions(routes: readonly HttpRoute[] = httpRoutes): NodeFunctionSpec[] {
  const specs: NodeFunctionSpec[] = [
    ...routes,
    ...webSocketRoutes,
    webSocketAuthorizer,
    ...Object.values(cognitoTriggers),
    ...Object.values(judgeWorkflowTasks),
    judgeSweeper,
    rankingsStream,
    rankingsSnapshot,
    challengeScheduler,
  ];
  const byHandler = new Map<string, Set<RouteGrant>>();
  for (const { handler, grants } of specs) {
    const set = byHandler.get(handler) ?? new Set<RouteGrant>();
    grants.forEach((g) => set.add(g));
    byHandler.set(handler, set);
  }
  return [...byHandler].map(([handler, grants]) => ({ handler, grants: [...grants] }));
}

/**
 * Finishes submissions whose judge workflow died without recording (a state over 256 KB, a timeout,
 * a failed record): every few minutes, as IE, pushed like any result (lambdas/judge/sweep-stale.ts).
 */
export const judgeSweeper = {
  handler: 'judge/sweep-stale',
  grants: ['table:read', 'table:write', 'websocket:manage'],
  everyMinutes: 5,
} as const satisfies NodeFunctionSpec & { everyMinutes: number };

/**
 * The XP board's stream consumer (lambdas/rankings/board-stream.ts): fed by the table's stream,
 * only with the records `sortKeys` names (Lambda's event filter in AWS, the same filter locally).
 */
export const rankingsStream = {
  handler: 'rankings/board-stream',
  grants: ['table:read', 'table:write'],
  /** A user's profile (created, country changed, deleted) and stats (XP changed). */
  sortKeys: ['PROFILE', 'PROFILE#STATS'],
  batchSize: 100,
} as const satisfies NodeFunctionSpec & { sortKeys: readonly string[]; batchSize: number };

/** The rankings snapshot (lambdas/rankings/snapshot.ts): every five minutes, as the spec caches ranks five minutes. */
export const rankingsSnapshot = {
  handler: 'rankings/snapshot',
  grants: ['table:read', 'table:write'],
  everyMinutes: 5,
} as const satisfies NodeFunctionSpec & { everyMinutes: number };

/**
 * The weekly challenges' scheduler (lambdas/challenges/advance-statuses.ts): every minute, moves
 * challenges whose start or end has come (EventBridge Scheduler in AWS, a timer locally).
 */
export const challengeScheduler = {
  handler: 'challenges/advance-statuses',
  grants: ['table:read', 'table:write'],
  everyMinutes: 1,
} as const satisfies NodeFunctionSpec & { everyMinutes: number };
