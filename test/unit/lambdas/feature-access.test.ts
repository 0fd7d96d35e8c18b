/**
 * Every route's handler enforces the access its contract declares: the feature's Lambda is called
 * the way API Gateway calls it, for every route of every feature, without a token and as a student.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { canAccess } from '@contract/roles';
import { API_PREFIX, featureHandler, routeDefinitions } from '@contract/routes';
import { lambdaContext, restEvent, setLambdaEnv } from './env';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

beforeAll(setLambdaEnv);

async function featureLambda(feature: string): Promise<Handler> {
  const file = pathToFileURL(resolve('lambdas', `${featureHandler(feature)}.ts`)).href;
  const module = (await import(/* @vite-ignore */ file)) as { handler: Handler };
  return module.handler;
}

function eventFor(route: (typeof routeDefinitions)[number], claims?: Record<string, string>) {
  const pathParameters = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x']));
  return restEvent(
    { httpMethod: route.method, resource: `${API_PREFIX}${route.path}`, pathParameters: Object.keys(pathParameters).length ? pathParameters : null },
    claims,
  );
}

const protectedRoutes = routeDefinitions.filter((route) => route.access !== 'public');

describe('every route enforces its contract access', () => {
  it.each(protectedRoutes.map((route) => [route.id, route] as const))('%s answers 401 without a token', async (_id, route) => {
    const response = await (await featureLambda(route.feature))(eventFor(route), lambdaContext);
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a student on every staff route', async () => {
    for (const route of protectedRoutes.filter((r) => !canAccess('student', r.access))) {
      const response = await (await featureLambda(route.feature))(eventFor(route, { sub: 'student-1', email: 's@example.com' }), lambdaContext);
      expect(response.statusCode, route.id).toBe(403);
    }
  });

  it('covers every route: each feature Lambda knows each of its routes', async () => {
    for (const route of routeDefinitions) {
      // A text body is refused (400) before a public route does any work; a protected one answers 401 first.
      const event = { ...(eventFor(route) as object), headers: { 'Content-Type': 'text/plain' }, body: 'not json' };
      const response = await (await featureLambda(route.feature))(event as never, lambdaContext);
      expect(response.statusCode, route.id).toBe(route.access === 'public' ? 400 : 401);
    }
  });
});
