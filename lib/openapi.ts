/**
 * The REST API's OpenAPI definition, built from the route table (contract/routes.ts). API Gateway
 * imports it whole into one `AWS::ApiGateway::RestApi`: routes, path parameters, the Cognito
 * authorizer and the Lambda proxy integrations live in its body, not as a Method and a Resource per
 * route, so the stack's resource count no longer grows with routes (CloudFormation allows 500).
 */
import { Aws } from 'aws-cdk-lib';
import { API_PREFIX, type HttpRoute } from '@contract/routes';
import { pathParameterNames } from '@contract/http/route';

export const COGNITO_AUTHORIZER = 'CognitoUserPool';
const PARAMETERS_VALIDATOR = 'parameters';

export interface OpenApiInputs {
  readonly title: string;
  readonly routes: readonly HttpRoute[];
  readonly userPoolArn: string;
  /** The ARN of the feature Lambda serving a route's handler. */
  readonly functionArnFor: (handler: string) => string;
}

function lambdaProxy(functionArn: string) {
  return {
    type: 'aws_proxy',
    httpMethod: 'POST',
    uri: `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}:lambda:path/2015-03-31/functions/${functionArn}/invocations`,
    passthroughBehavior: 'when_no_match',
  };
}

function operation(route: HttpRoute, inputs: OpenApiInputs) {
  const parameters = pathParameterNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return {
    operationId: route.id,
    ...(parameters.length ? { parameters } : {}),
    // Public routes say so explicitly: an empty requirement list means "no authorizer".
    security: route.access === 'public' ? [] : [{ [COGNITO_AUTHORIZER]: [] }],
    responses: {},
    'x-amazon-apigateway-integration': lambdaProxy(inputs.functionArnFor(route.handler)),
  };
}

export function openApiDefinition(inputs: OpenApiInputs): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of inputs.routes) {
    const path = `${API_PREFIX}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, inputs) };
  }
  return {
    openapi: '3.0.1',
    info: { title: inputs.title, version: '1.0' },
    paths,
    components: {
      securitySchemes: {
        [COGNITO_AUTHORIZER]: {
          type: 'apiKey',
          name: 'Authorization',
          in: 'header',
          'x-amazon-apigateway-authtype': 'cognito_user_pools',
          'x-amazon-apigateway-authorizer': { type: 'cognito_user_pools', providerARNs: [inputs.userPoolArn] },
        },
      },
    },
    // Path parameters are checked by API Gateway; bodies by each route's zod schema in its handler.
    'x-amazon-apigateway-request-validators': {
      [PARAMETERS_VALIDATOR]: { validateRequestParameters: true, validateRequestBody: false },
    },
    'x-amazon-apigateway-request-validator': PARAMETERS_VALIDATOR,
    // API Gateway's own 4xx answers (no route, bad token) carry a JSON message like ours.
    'x-amazon-apigateway-gateway-responses': {
      DEFAULT_4XX: { responseTemplates: { 'application/json': '{"message":$context.error.messageString}' } },
    },
  };
}
