import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPlanLimits } from '@contract/plans';
import { lambdaContext, setLambdaEnv } from '../env';
import { bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/site/get-plans').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/site/get-plans'));
});
beforeEach(() => db.reset());

const stored = (limits: unknown) => ({ Item: { pk: 'META#plans', sk: 'META', _et: 'PlanLimits', _ct: 'x', _md: 'x', name: 'plans', limits } });

describe('GET /plans', () => {
  it('answers the defaults (docs/decisions/D03) to anyone when nothing is stored', async () => {
    db.on(GetCommand).resolves({});
    const response = await handler(userEvent(undefined), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ plans: defaultPlanLimits });
    expect(db).toHaveReceivedCommandWith(GetCommand, { Key: { pk: 'META#plans', sk: 'META' } });
  });

  it('merges stored overrides field by field over the defaults', async () => {
    db.on(GetCommand).resolves(stored({ pro: { weekly_problem_limit: 40 }, free: { create_crews: true } }));
    const { plans } = bodyOf(await handler(userEvent(undefined), lambdaContext)) as { plans: typeof defaultPlanLimits };
    expect(plans.pro).toEqual({ ...defaultPlanLimits.pro, weekly_problem_limit: 40 });
    expect(plans.free.create_crews).toBe(true);
    expect(plans.premium).toEqual(defaultPlanLimits.premium);
  });

  it('ignores a stored value that does not validate', async () => {
    db.on(GetCommand).resolves(stored({ pro: { weekly_problem_limit: 'lots' } }));
    expect(bodyOf(await handler(userEvent(undefined), lambdaContext))).toEqual({ plans: defaultPlanLimits });
  });
});
