import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { pathParameterNames } from '@contract/http/route';
import { normalizePlan } from '@contract/plans';
import { allNodeFunctions, featureApis, httpRoutes, routeDefinitions } from '@contract/routes';
import { unboundedStrings } from './schema-bounds';

describe('the route table', () => {
  it('names a handler file that exists for every function', () => {
    for (const { handler } of allNodeFunctions()) {
      expect(existsSync(`lambdas/${handler}.ts`), handler).toBe(true);
    }
  });

  it('has one route per method and path, and one per id', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(httpRoutes.map((r) => r.id)).size).toBe(httpRoutes.length);
  });

  it("serves every route of a feature from that feature's one Lambda", () => {
    for (const [feature, api] of Object.entries(featureApis)) {
      for (const route of Object.values(api)) expect(route.feature, route.id).toBe(feature);
    }
    const restHandlers = new Set(httpRoutes.map((r) => r.handler));
    expect(restHandlers.size).toBe(Object.keys(featureApis).length);
  });

  it('deploys each handler once with the union of its grants', () => {
    const handlers = allNodeFunctions().map((f) => f.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    // table:read for the account check (ConditionCheckItem) of the presence item's first write.
    expect(allNodeFunctions().find((f) => f.handler === 'app/websocket-default')?.grants).toEqual(['table:read', 'table:write', 'websocket:manage']);
    const sessions = allNodeFunctions().find((f) => f.handler === 'sessions/handler');
    // websocket:manage: signing out pushes "offline" to the user's friends.
    expect(new Set(sessions?.grants)).toEqual(new Set(['table:read', 'table:write', 'websocket:manage']));
  });

  it('declares exactly the path parameters each path names', () => {
    for (const route of routeDefinitions) {
      const declared = Object.keys((route.params as z.ZodObject).shape).sort();
      expect(declared, route.id).toEqual(pathParameterNames(route.path).sort());
    }
  });

  it('bounds every string a request may carry, so an over-long key is a 400, never a 500', () => {
    for (const route of routeDefinitions) {
      const unbounded = [...unboundedStrings(route.params, 'params'), ...unboundedStrings(route.query, 'query'), ...unboundedStrings(route.body, 'body')];
      expect(unbounded, route.id).toEqual([]);
    }
  });

  it('finds an unbounded string where there is one (the check itself can fail)', () => {
    expect(unboundedStrings(z.object({ a: z.string().max(3), b: z.array(z.string()).optional() }))).toEqual(['$.b[]']);
  });
});

describe('plans', () => {
  it('reads enterprise as premium and anything unknown as free (docs/decisions/D03)', () => {
    expect(normalizePlan('Enterprise')).toBe('premium');
    expect(normalizePlan('pro')).toBe('pro');
    expect(normalizePlan('gold')).toBe('free');
    expect(normalizePlan(undefined)).toBe('free');
  });
});
