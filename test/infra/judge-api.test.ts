import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '@contract/judge';
import { allNodeFunctions, httpRoutes } from '@contract/routes';
import { resourcesOfType, synthesizeStack } from './synth-stack';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

let template: Template;
let functions: Record<string, Resource>;
let policies: Resource[];
beforeAll(() => {
  ({ template } = synthesizeStack());
  functions = resourcesOfType(template, 'AWS::Lambda::Function');
  policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
});

const roleOf = (fn: Resource) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const statementsOf = (roleId: string): Statement[] =>
  policies
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
/** The Node function of a handler, found by its Powertools service name (set from the handler). */
const nodeFunction = (handler: string) => {
  const found = Object.entries(functions).find(
    ([, f]) =>
      (f.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.POWERTOOLS_SERVICE_NAME === handler.replaceAll('/', '-'),
  );
  if (!found) throw new Error(`no function for ${handler}`);
  return found[1];
};
const judgeFunctionIds = () =>
  Object.entries(functions)
    .filter(([, f]) => f.Properties.PackageType === 'Image')
    .map(([id]) => id)
    .sort();

describe('the judge API routes', () => {
  it('declares run, submit, read and the language list with the access the spec gives them', () => {
    const byId = Object.fromEntries(httpRoutes.map((r) => [r.id, r]));
    expect(byId.RunCode).toMatchObject({ method: 'POST', path: '/problems/{problemId}/run', access: 'user' });
    expect(byId.CreateSubmission).toMatchObject({ method: 'POST', path: '/problems/{problemId}/submissions', access: 'user' });
    expect(byId.GetSubmission).toMatchObject({ method: 'GET', path: '/submissions/{submissionId}', access: 'user', grants: ['table:read'] });
    expect(byId.ListJudgeLanguages).toMatchObject({ method: 'GET', path: '/judge/languages', access: 'public' });
  });

  it("lets exactly the submissions and challenges features (run, language list) and the workflow's compile and batch tasks invoke the judge functions", () => {
    const invokers = allNodeFunctions()
      .filter((f) => f.grants.includes('judge:invoke'))
      .map((f) => f.handler)
      .sort();
    expect(invokers).toEqual(['challenges/handler', 'judge/compile-submission', 'judge/judge-batch', 'submissions/handler']);
    for (const handler of invokers) {
      const invoke = statementsOf(roleOf(nodeFunction(handler))).filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
      expect(invoke).toHaveLength(1);
      const targets = (invoke[0]!.Resource as { 'Fn::GetAtt': [string, string] }[]).map((r) => r['Fn::GetAtt'][0]).sort();
      expect(targets).toEqual(judgeFunctionIds());
      const names = JSON.stringify((nodeFunction(handler).Properties.Environment as { Variables: Record<string, unknown> }).Variables.JUDGE_FUNCTION_NAMES);
      for (const language of judgeLanguages) expect(names).toContain(`\\"${language}\\":`);
    }
    const otherRoles = Object.values(functions)
      .filter((f) => f.Properties.PackageType !== 'Image')
      .map(roleOf)
      .filter((roleId) => !invokers.map((h) => roleOf(nodeFunction(h))).includes(roleId));
    for (const roleId of otherRoles) {
      expect(
        statementsOf(roleId).flatMap((s) => [s.Action].flat()),
        roleId,
      ).not.toContain('lambda:InvokeFunction');
    }
  });

  it('lets the submissions feature start the judge workflow, and gives the judge variables only to those who use them', () => {
    const submissions = nodeFunction('submissions/handler');
    expect(statementsOf(roleOf(submissions)).flatMap((s) => [s.Action].flat())).toContain('states:StartExecution');
    expect((submissions.Properties.Environment as { Variables: Record<string, unknown> }).Variables.JUDGE_STATE_MACHINE_ARN).toBeDefined();
    for (const handler of ['judge/prepare', 'app/record-result', 'judge/notify', 'judge/sweep-stale']) {
      const env = (nodeFunction(handler).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.JUDGE_FUNCTION_NAMES, handler).toBeUndefined();
      expect(env.JUDGE_STATE_MACHINE_ARN, handler).toBeUndefined();
    }
  });

  it('lets the workflow invoke its Node tasks only, never a judge function directly', () => {
    const machine = Object.values(resourcesOfType(template, 'AWS::StepFunctions::StateMachine'))[0]!;
    const roleId = (machine.Properties.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const invoked = JSON.stringify(statementsOf(roleId).filter((s) => [s.Action].flat().includes('lambda:InvokeFunction')));
    for (const handler of ['judge/prepare', 'judge/compile-submission', 'judge/judge-batch', 'app/record-result', 'judge/notify']) {
      const id = Object.entries(functions).find(([, f]) => f === nodeFunction(handler))![0];
      expect(invoked, handler).toContain(id);
    }
    for (const id of judgeFunctionIds()) expect(invoked).not.toContain(id);
  });
});
