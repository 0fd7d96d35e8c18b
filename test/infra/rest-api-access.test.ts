import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoute } from '../../contract/routes';
import { RestApi } from '../../lib/rest-api';

/** A route table with every access level, so the authorizer wiring is tested before features add such routes. */
const routes: HttpRoute[] = [
  { id: 'GetHealth', method: 'GET', path: '/health', handler: 'health/get-health', access: 'public', grants: [] },
  { id: 'GetMe', method: 'GET', path: '/me', handler: 'profiles/get-me', access: 'user', grants: [] },
  { id: 'UpdateMe', method: 'PATCH', path: '/me', handler: 'profiles/update-me', access: 'user', grants: [] },
  { id: 'PublishBlog', method: 'POST', path: '/staff/blogs', handler: 'blogs/publish', access: 'mentor', grants: [] },
  { id: 'SetPlans', method: 'PUT', path: '/admin/plans/{plan}', handler: 'admin/set-plans', access: 'admin', grants: [] },
];

let template: Template;
beforeAll(() => {
  const stack = new Stack(new App(), 'RestApiAccess');
  const userPool = new cognito.UserPool(stack, 'Pool');
  const functions = new Map<string, lambda.Function>();
  const functionFor = (handler: string) => {
    const fn = functions.get(handler) ?? new lambda.Function(stack, handler.replace(/\W/g, ''), {
      runtime: lambda.Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('export const handler = async () => ({ statusCode: 200 });'),
    });
    functions.set(handler, fn);
    return fn;
  };
  new RestApi(stack, 'Rest', { stage: 'test', userPool, functionFor, allowOrigins: ['https://codearena.example.com'], routes });
  template = Template.fromStack(stack);
});

describe('REST API access from the route table', () => {
  it('puts the Cognito authorizer on every non-public route, user, mentor and admin alike', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', { Type: 'COGNITO_USER_POOLS', IdentitySource: 'method.request.header.Authorization' });
    for (const route of routes.filter((r) => r.access !== 'public')) {
      template.hasResourceProperties('AWS::ApiGateway::Method', {
        HttpMethod: route.method,
        AuthorizationType: 'COGNITO_USER_POOLS',
        AuthorizerId: { Ref: Match.stringLikeRegexp('RestAuthorizer') },
      });
    }
  });

  it('marks public routes NONE explicitly, and only them (besides CORS preflights)', () => {
    const methods = Object.values(template.findResources('AWS::ApiGateway::Method')).map((m) => m.Properties);
    const open = methods.filter((m) => m.AuthorizationType === 'NONE' && m.HttpMethod !== 'OPTIONS');
    expect(open).toHaveLength(routes.filter((r) => r.access === 'public').length);
    expect(methods.filter((m) => m.HttpMethod !== 'OPTIONS')).toHaveLength(routes.length);
  });

  it('creates one integration target per handler and mounts paths under /api', () => {
    template.resourceCountIs('AWS::Lambda::Function', new Set(routes.map((r) => r.handler)).size);
    const parts = Object.values(template.findResources('AWS::ApiGateway::Resource')).map((r) => r.Properties.PathPart);
    expect(parts).toEqual(expect.arrayContaining(['api', 'health', 'me', 'staff', 'blogs', 'admin', 'plans', '{plan}']));
  });

  it('answers CORS preflights for the web origin', () => {
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: Match.objectLike({
        IntegrationResponses: [Match.objectLike({ ResponseParameters: Match.objectLike({ 'method.response.header.Access-Control-Allow-Origin': "'https://codearena.example.com'" }) })],
      }),
    });
  });
});
