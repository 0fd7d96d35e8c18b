/**
 * The discussion engine's Lambda called as API Gateway calls it (resource, method, path parameters,
 * query, the authorizer's claims) against DynamoDB Local.
 */
import { discussionsApi } from '@contract/api/discussions';
import type { AnyHttpRoute } from '@contract/http/route';
import { createProfile, lambdaContext } from '../account/harness';

type Router = typeof import('../../../lambdas/discussions/handler').handler;
let router: Router | undefined;

export type Role = 'student' | 'mentor' | 'admin';
export interface Who {
  userId: string;
  role?: Role;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls the route as `who` (undefined: signed out) and answers the status, body and headers. */
export async function callRoute(route: AnyHttpRoute, who: Who | undefined, { params, query, body }: CallOptions = {}) {
  router ??= (await import('../../../lambdas/discussions/handler')).handler;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params?.[name] ?? '');
  const groups = who?.role && who.role !== 'student' ? { 'cognito:groups': who.role } : {};
  const event = {
    resource: route.path,
    path,
    httpMethod: route.method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: params ?? null,
    stageVariables: null,
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      stage: 'test',
      resourcePath: route.path,
      identity: { sourceIp: '127.0.0.1' },
      authorizer: who ? { claims: { sub: who.userId, email: `${who.userId}@example.com`, ...groups } } : undefined,
    },
  };
  const response = await router(event as never, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) as any, headers: response.headers ?? {} };
}

export const api = discussionsApi;

/** Profiles for `n` users named `<prefix>-<i>`. */
export async function users(prefix: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  await Promise.all(ids.map((id) => createProfile(id, `Student ${id}`)));
  return ids;
}

export const post = (overrides: Record<string, unknown> = {}) => ({
  category: 'discussion',
  title: 'How do you practise dynamic programming?',
  content: 'I keep forgetting **memoization** patterns.',
  ...overrides,
});

/** Every item of an item's partition (the item, comments, votes, views, report marks). */
export async function partitionOf(itemId: string) {
  const { QueryCommand } = await import('dynamodb-toolbox');
  const { table } = await import('../../../lambdas/data/table');
  const { Items = [] } = await table
    .build(QueryCommand)
    .query({ partition: `DISCUSSION#${itemId}` })
    .send();
  return Items as Record<string, unknown>[];
}
