import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { lambdaEnvNames, type LambdaEnvKey } from '@contract/lambda-env';
import { allNodeFunctions, type NodeFunctionSpec } from '@contract/routes';
import { createNodeFunction, grantRouteAccess, type GrantTargets } from './node-function';

/** Which grant family makes a function need a variable; the rest (the user pool ids) go to all. */
const envGrantPrefix: Partial<Record<LambdaEnvKey, string>> = {
  tableName: 'table:',
  uploadsBucket: 'uploads:',
  packagesBucket: 'packages:',
  judgeStateMachineArn: 'workflow:',
  judgeFunctionNames: 'judge:',
  webSocketManagementUrl: 'websocket:',
  paymentLinks: 'payments:',
  paymentWebhookSecretParameter: 'payments:',
  paymentWebhookSecret: 'payments:',
};

/**
 * Every Node Lambda of the stack, one per handler file of the route table (contract/routes.ts),
 * created up front so the APIs, the user pool and the judge workflow can all wire the same function.
 */
export class NodeFunctions extends Construct {
  private readonly functions = new Map<string, { fn: nodejs.NodejsFunction; spec: NodeFunctionSpec }>();

  constructor(scope: Construct, id: string, specs: readonly NodeFunctionSpec[] = allNodeFunctions()) {
    super(scope, id);
    for (const spec of specs) this.functions.set(spec.handler, { fn: createNodeFunction(this, spec.handler), spec });
  }

  get(handler: string): nodejs.NodejsFunction {
    const entry = this.functions.get(handler);
    if (!entry) throw new Error(`no Node function for handler ${handler}`);
    return entry.fn;
  }

  get all(): nodejs.NodejsFunction[] {
    return [...this.functions.values()].map((entry) => entry.fn);
  }

  /**
   * Sets the contract's variables (contract/lambda-env.ts) on each function that may use them: a
   * resource's name goes only to the functions granted access to it (least privilege, and no
   * dependency cycles such as user pool → trigger → state machine → task → user pool). The user
   * pool ids go to every function but `exceptPoolIdsFor` (the pool's own triggers, which would
   * otherwise name the pool that names them), since checking a token needs no grant.
   */
  bindEnvironment(values: Partial<Record<LambdaEnvKey, string>>, exceptPoolIdsFor: readonly string[] = []): void {
    for (const [handler, { fn, spec }] of this.functions) {
      for (const [key, value] of Object.entries(values) as [LambdaEnvKey, string][]) {
        const needed = key in envGrantPrefix ? spec.grants.some((grant) => grant.startsWith(envGrantPrefix[key] ?? '')) : !exceptPoolIdsFor.includes(handler);
        if (needed) fn.addEnvironment(lambdaEnvNames[key], value);
      }
    }
  }

  /** Grants each function exactly what its routes declare, nothing else. */
  grantDeclaredAccess(targets: GrantTargets): void {
    for (const { fn, spec } of this.functions.values()) grantRouteAccess(fn, spec.grants, targets);
  }
}
