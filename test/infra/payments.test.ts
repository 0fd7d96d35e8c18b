/**
 * Payments in the template (docs/decisions/D09): without the operator's configuration the payments function
 * gets no links, no secret and no SSM right (the stage sells nothing); with it, the links as
 * environment, the secret's parameter by name (never its value), and ssm:GetParameter on that one
 * parameter. A partial configuration is refused at synth.
 */
import { describe, expect, it } from 'vitest';
import { lambdaEnvNames } from '@contract/lambda-env';
import { resourcesOfType, synthesizeStack, unacknowledgedNagErrors } from './synth-stack';

const configured = {
  paymentLinkProMonthly: 'https://buy.stripe.com/test_pro_m',
  paymentLinkProYearly: 'https://buy.stripe.com/test_pro_y',
  paymentLinkPremiumMonthly: 'https://buy.stripe.com/test_premium_m',
  paymentLinkPremiumYearly: 'https://buy.stripe.com/test_premium_y',
  paymentWebhookSecretSsmParameter: '/codearena/prod/stripe-webhook-secret',
};

type Statement = { Action: string | string[]; Resource: unknown };

function paymentsFunction(template: ReturnType<typeof synthesizeStack>['template']) {
  const functions = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(([id]) => /PaymentsHandler/.test(id));
  expect(functions).toHaveLength(1);
  return functions[0]!;
}

function statementsOf(template: ReturnType<typeof synthesizeStack>['template'], functionId: string): Statement[] {
  const role = JSON.stringify(paymentsFunction(template)[1].Properties.Role as object);
  const roleId = /"([A-Za-z0-9]+)","Arn"/.exec(role)?.[1];
  expect(roleId, functionId).toBeDefined();
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId!))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const ssmStatements = (statements: Statement[]) => statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('ssm:')));
const environment = (fn: { Properties: Record<string, unknown> }) => (fn.Properties.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};

describe('payments', () => {
  it('without configuration: no links, no secret, no SSM right', () => {
    const { template } = synthesizeStack();
    const [id, fn] = paymentsFunction(template);
    expect(environment(fn)).not.toHaveProperty(lambdaEnvNames.paymentLinks);
    expect(environment(fn)).not.toHaveProperty(lambdaEnvNames.paymentWebhookSecretParameter);
    expect(ssmStatements(statementsOf(template, id))).toEqual([]);
  });

  it('configured: the links and the parameter name as environment, GetParameter on that parameter only, cdk-nag clean', () => {
    const { template, stack } = synthesizeStack(configured);
    const [id, fn] = paymentsFunction(template);
    const env = environment(fn);
    expect(JSON.parse(env[lambdaEnvNames.paymentLinks] as string)).toEqual({
      pro: { monthly: configured.paymentLinkProMonthly, yearly: configured.paymentLinkProYearly },
      premium: { monthly: configured.paymentLinkPremiumMonthly, yearly: configured.paymentLinkPremiumYearly },
    });
    expect(env[lambdaEnvNames.paymentWebhookSecretParameter]).toBe(configured.paymentWebhookSecretSsmParameter);
    expect(env).not.toHaveProperty(lambdaEnvNames.paymentWebhookSecret);
    const ssm = ssmStatements(statementsOf(template, id));
    expect(ssm).toHaveLength(1);
    expect([ssm[0]!.Action].flat()).toEqual(['ssm:GetParameter']);
    expect(JSON.stringify(ssm[0]!.Resource)).toContain(':parameter/codearena/prod/stripe-webhook-secret');
    expect(JSON.stringify(ssm[0]!.Resource)).not.toContain('*');
    // No other function learns of the payment configuration.
    const others = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(([other]) => other !== id);
    for (const [, other] of others) expect(environment(other)).not.toHaveProperty(lambdaEnvNames.paymentLinks);
    expect(unacknowledgedNagErrors(stack)).toEqual([]);
  });

  it('refuses a partial configuration and links that are not https', () => {
    const { paymentWebhookSecretSsmParameter: _secret, ...withoutSecret } = configured;
    expect(() => synthesizeStack(withoutSecret)).toThrow(/payments need all of/);
    expect(() => synthesizeStack({ ...configured, paymentLinkProMonthly: 'http://buy.example.com/x' })).toThrow(/paymentLinkProMonthly/);
  });
});
