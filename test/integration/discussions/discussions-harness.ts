/**
 * The discussion engine's Lambda called with the event the local gateway would make for the call
 * (local/gateway/rest-event.ts routeEvent) against DynamoDB Local.
 */
import { discussionsApi } from '@contract/api/discussions';
import type { AnyHttpRoute } from '@contract/http/route';
import { routeEvent } from '../../../local/gateway/rest-event';
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
  const groups = who?.role && who.role !== 'student' ? { 'cognito:groups': who.role } : {};
  // As API Gateway: a public route runs no authorizer, so it never sees who is calling.
  const claims = who && route.access !== 'public' && { sub: who.userId, email: `${who.userId}@example.com`, ...groups };
  const event = routeEvent(route, { ...(params && { params }), ...(query && { query }), ...(body !== undefined && { body }), ...(claims && { claims }) });
  const response = await router(event as never, lambdaContext);
  const headers = response.headers ?? {};
  // Documents (the blog's feed and sitemap) are text; everything else is JSON.
  const json = String(headers['Content-Type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: (json ? JSON.parse(response.body) : response.body) as any, headers };
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
