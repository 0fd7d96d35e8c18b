/**
 * CloudFormation refuses a stack of more than 500 resources. This budget makes the limit fail a test
 * long before it could fail a deploy: today's stack, and the whole stack synthesized again with a
 * route table the size the product will reach (docs/requirements: practice, challenges, rankings, chat, crews,
 * community, Q&A, blog, staff).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { allNodeFunctions, httpRoutes, type HttpRoute } from '@contract/routes';
import { synthesizeStack } from './synth-stack';

const CLOUDFORMATION_LIMIT = 500;
/**
 * Raised from 200 with the weekly challenges (their Lambda, scheduler and its role): 201 then; to
 * 245 with the operator's alarms, dashboard and alarm topic (13 resources): 233 then.
 */
const TODAY_BUDGET = 245;
const PROJECTED_ROUTES = 150;
/** More features than the spec's screens need, so the projection errs on the heavy side. */
const PROJECTED_FEATURES = 40;
const PROJECTED_BUDGET = 450;

function resourceCount(routes?: readonly HttpRoute[]): number {
  const { template } = synthesizeStack({}, routes ? { httpRoutes: routes } : {});
  return Object.keys(template.toJSON().Resources as object).length;
}

/**
 * Stand-ins for the features to come: existing Lambda modules that no function uses yet (bundling is
 * off in this synthesis, so an entry file only has to exist; what counts is how many functions).
 */
function projectedFeatureHandlers(): string[] {
  const used = new Set(allNodeFunctions().map((f) => f.handler));
  const modules = readdirSync('lambdas', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file.includes('/') && !file.includes('core/'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((handler) => !used.has(handler) && /^[a-z0-9/-]+$/.test(handler))
    .sort();
  if (modules.length < PROJECTED_FEATURES) throw new Error(`only ${modules.length} modules to stand in for ${PROJECTED_FEATURES} features`);
  return modules.slice(0, PROJECTED_FEATURES);
}

/** 150 routes over 40 features, every access level and method, with path parameters. */
function projectedRoutes(): HttpRoute[] {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  const access = ['public', 'user', 'user', 'staff', 'admin'] as const;
  const handlers = projectedFeatureHandlers();
  return Array.from({ length: PROJECTED_ROUTES }, (_, i) => ({
    id: `Route${i}`,
    method: methods[i % methods.length]!,
    path: `/feature${i % PROJECTED_FEATURES}/items${i}/{itemId}`,
    handler: handlers[i % PROJECTED_FEATURES]!,
    access: access[i % access.length]!,
    grants: ['table:read', 'table:write'],
  }));
}

let today = 0;
let projected = 0;
beforeAll(() => {
  today = resourceCount();
  projected = resourceCount(projectedRoutes());
  console.info(
    `CloudFormation resources: ${today} today (${httpRoutes.length} routes), ${projected} with ${PROJECTED_ROUTES} routes in ${PROJECTED_FEATURES} features`,
  );
});

describe("the stack stays inside CloudFormation's 500 resources", () => {
  it(`synthesizes today's ${httpRoutes.length} routes in at most ${TODAY_BUDGET} resources`, () => {
    expect(today).toBeGreaterThan(50);
    expect(today).toBeLessThanOrEqual(TODAY_BUDGET);
  });

  it(`synthesizes ${PROJECTED_ROUTES} routes in ${PROJECTED_FEATURES} features in under ${PROJECTED_BUDGET}`, () => {
    expect(projected).toBeLessThan(PROJECTED_BUDGET);
    expect(PROJECTED_BUDGET).toBeLessThan(CLOUDFORMATION_LIMIT);
  });

  it('grows with features, not with routes', () => {
    const routes = projectedRoutes();
    const inOneFeature = resourceCount(routes.map((route) => ({ ...route, handler: routes[0]!.handler })));
    const tenRoutesInOneFeature = resourceCount(routes.slice(0, 10).map((route) => ({ ...route, handler: routes[0]!.handler })));
    expect(inOneFeature).toBe(tenRoutesInOneFeature);
    expect(projected).toBeGreaterThan(inOneFeature);
  });
});
