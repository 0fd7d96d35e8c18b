/**
 * The discussion engine's Lambda (lambdas/discussions/handler.ts) called as API Gateway calls it:
 * the resource and method it matched, the path parameters, the query, the JSON body and the Cognito
 * authorizer's claims, built by the local gateway's own routeEvent. The claims carry
 * an `origin_jti` and `auth_time` as a real id token's do, so every request also makes the revoked
 * sign-in check (one BatchGet) that production requests make.
 *
 * Needs the table's environment set before the first call: the handler is imported then.
 */
import type { AnyHttpRoute } from '@contract/http/route';
import { routeEvent } from '../../local/gateway/rest-event';

type Router = typeof import('../../lambdas/discussions/handler').handler;
let router: Router | undefined;

const lambdaContext = { functionName: 'bench-discussions', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10_000 } as never;
const signedInAt = String(Math.floor(Date.now() / 1000) - 600);

export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteAnswer {
  status: number;
  body: any;
}

/** Calls the route as the signed-in student `userId` and answers the status and parsed body. */
export async function callDiscussionRoute(route: AnyHttpRoute, userId: string, { params, query, body }: RouteCall = {}): Promise<RouteAnswer> {
  router ??= (await import('../../lambdas/discussions/handler')).handler;
  const claims = { sub: userId, email: `${userId}@example.com`, origin_jti: `jti-${userId}`, auth_time: signedInAt };
  const event = routeEvent(route, { ...(params && { params }), ...(query && { query }), ...(body !== undefined && { body }), claims });
  const response = await router(event as never, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
