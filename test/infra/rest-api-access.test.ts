import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoute } from '@contract/routes';
import { RestApi } from '../../lib/rest-api';

/** A route table with every access level, so the authorizer wiring is tested before features add such routes. */
const routes: HttpRoute[] = [
  { id: 'GetHealth', method: 'GET', path: '/health', handler: 'health/handler', access: 'public', grants: [] },
  { id: 'GetMe', method: 'GET', path: '/me', handler: 'profile/handler', access: 'user', grants: [] },
  { id: 'UpdateMe', method: 'PATCH', path: '/me', handler: 'profile/handler', access: 'user', grants: [] },
  { id: 'PublishBlog', method: 'POST', path: '/staff/blogs', handler: 'blogs/handler', access: 'staff', grants: [] },
  { id: 'MentorNotes', method: 'GET', path: '/mentor/notes', handler: 'blogs/handler', access: 'mentor', grants: [] },
  { id: 'SetPlans', method: 'PUT', path: '/admin/plans/{plan}', handler: 'admin/handler', access: 'admin', grants: [] },
];

type Operation = { security: unknown[]; parameters?: { name: string; in: string; required: boolean }[]; 'x-amazon-apigateway-integration': { uri: unknown } };
let template: Template;
let paths: Record<string, Record<string, Operation>>;
beforeAll(() => {
  const stack = new Stack(new App(), 'RestApiAccess');
  const userPool = new cognito.UserPool(stack, 'Pool');
  const functions = new Map<string, lambda.Function>();
  const functionFor = (handler: string) => {
    const fn =
      functions.get(handler) ??
      new lambda.Function(stack, handler.replace(/\W/g, ''), {
        runtime: lambda.Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: lambda.Code.fromInline('export const handler = async () => ({ statusCode: 200 });'),
      });
    functions.set(handler, fn);
    return fn;
  };
  new RestApi(stack, 'Rest', { stage: 'test', userPool, functionFor, functionArnFor: (handler) => `arn:fn:${handler}`, routes });
  template = Template.fromStack(stack);
  const api = Object.values(template.findResources('AWS::ApiGateway::RestApi'))[0] as { Properties: { Body: { paths: typeof paths } } };
  paths = api.Properties.Body.paths;
});

describe('REST API access from the route table', () => {
  it('puts the Cognito authorizer on every non-public route, whatever its level', () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      expect(paths[`/api${route.path}`]![route.method.toLowerCase()]!.security, route.id).toEqual([{ CognitoUserPool: [] }]);
    }
  });

  it('marks public routes with no authorizer explicitly, and only them', () => {
    const open = Object.values(paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.security.length === 0);
    expect(open).toHaveLength(routes.filter((r) => r.access === 'public').length);
  });

  it('declares every path parameter as required', () => {
    expect(paths['/api/admin/plans/{plan}']!.put!.parameters).toEqual([{ name: 'plan', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it("sends each route to its feature's Lambda, which API Gateway may invoke through one permission", () => {
    const uri = JSON.stringify(paths['/api/me']!.patch!['x-amazon-apigateway-integration'].uri);
    expect(uri).toContain('arn:fn:profile/handler');
    template.resourceCountIs('AWS::Lambda::Permission', new Set(routes.map((r) => r.handler)).size);
    template.resourceCountIs('AWS::ApiGateway::Method', 0);
  });
});
