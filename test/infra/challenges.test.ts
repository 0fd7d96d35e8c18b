/**
 * Weekly challenges in the template: EventBridge Scheduler runs the status scheduler every minute
 * with a role that may invoke that function alone; the staff route that writes a challenge's tests
 * may put objects under `problems/wc-*` and nowhere else in the packages bucket.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeScheduler } from '@contract/routes';
import { resourcesOfType, synthesizeStack } from './synth-stack';

let template: Template;
beforeAll(() => {
  ({ template } = synthesizeStack());
});

type Statement = { Action: string | string[]; Resource: unknown };
type ScheduleTarget = { Arn: unknown; RoleArn: unknown; RetryPolicy: unknown };
function scheduleTargets(): ScheduleTarget[] {
  return Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule')).map((s) => s.Properties.Target as ScheduleTarget);
}
function statementsOfRoleFor(functionPattern: RegExp): Statement[] {
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
  return policies
    .filter((p) => functionPattern.test(JSON.stringify(p.Properties.Roles)))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('the challenge scheduler', () => {
  it('runs every minute from EventBridge Scheduler, without retries piling up', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    const { Properties } = schedules[0]!;
    expect(Properties.ScheduleExpression).toBe(`rate(${challengeScheduler.everyMinutes} minute)`);
    const [target] = scheduleTargets();
    expect(JSON.stringify(target!.Arn)).toMatch(/ChallengesAdvanceStatuses/);
    expect(target!.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 0 });
  });

  it('gives the schedule a role that may invoke the scheduler function and nothing else', () => {
    const roleRef = JSON.stringify(scheduleTargets()[0]!.RoleArn);
    const roleId = /"([A-Za-z0-9]+)","Arn"/.exec(roleRef)?.[1];
    expect(roleId).toBeDefined();
    const statements = statementsOfRoleFor(new RegExp(roleId!));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect([statement.Action].flat()).toEqual(['lambda:InvokeFunction']);
      expect(JSON.stringify(statement.Resource)).toMatch(/ChallengesAdvanceStatuses/);
    }
  });
});

describe("the challenges feature's access to the packages bucket", () => {
  it('puts objects under problems/wc-* only', () => {
    const puts = statementsOfRoleFor(/ChallengesHandler/).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:Put')));
    expect(puts.length).toBeGreaterThan(0);
    for (const statement of puts) expect(JSON.stringify(statement.Resource)).toMatch(/\/problems\/wc-\*"/);
  });
});
