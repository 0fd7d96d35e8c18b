import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { allNodeFunctions, httpRoutes } from '../../../contract/routes';
import { normalizePlan } from '../../../contract/plans';

describe('the route table', () => {
  it('names a handler file that exists for every function', () => {
    for (const { handler } of allNodeFunctions()) {
      expect(existsSync(`lambdas/${handler}.ts`), handler).toBe(true);
    }
  });

  it('has one route per method and path', () => {
    const keys = httpRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('deploys each handler once with the union of its grants', () => {
    const handlers = allNodeFunctions().map((f) => f.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    expect(allNodeFunctions().find((f) => f.handler === 'realtime/default')?.grants).toEqual(['table:write', 'websocket:manage']);
  });
});

describe('plans', () => {
  it('reads enterprise as premium and anything unknown as free (D3)', () => {
    expect(normalizePlan('Enterprise')).toBe('premium');
    expect(normalizePlan('pro')).toBe('pro');
    expect(normalizePlan('gold')).toBe('free');
    expect(normalizePlan(undefined)).toBe('free');
  });
});
