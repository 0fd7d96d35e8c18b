import { Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { API_PREFIX, httpRoutes, type HttpRoute } from '@contract/routes';
import { lambdaLogGroup } from './lambda-role';
import { openApiDefinition } from './openapi';

export interface RestApiProps {
  readonly stage: string;
  readonly userPool: cognito.IUserPool;
  /** The Lambda of a handler file (contract/routes.ts `handler`): one per feature, shared by its routes. */
  readonly functionFor: (handler: string) => lambda.IFunction;
  /** Its ARN as a string that does not reference the function (lib/node-function.ts nodeFunctionArn). */
  readonly functionArnFor: (handler: string) => string;
  readonly routes?: readonly HttpRoute[];
}

export const REST_THROTTLING = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * The REST API, built from the route table (contract/routes.ts) under `/api`, so CloudFront can
 * forward `/api/*` unchanged and the local gateway serves the same paths.
 *
 * Access: every non-public route has the Cognito authorizer, which checks the id token; the level
 * (staff, mentor, admin) is checked by the route's handler against the token's `cognito:groups`
 * (API Gateway's Cognito authorizer cannot check groups). Public routes say NONE explicitly.
 * No CORS preflight methods: the browser reaches the API through CloudFront on the app's own origin.
 */
export class RestApi extends Construct {
  readonly api: apigw.SpecRestApi;

  constructor(scope: Construct, id: string, props: RestApiProps) {
    super(scope, id);
    const routes = props.routes ?? httpRoutes;
    const definition = openApiDefinition({
      title: `CodeArena REST API (${props.stage})`,
      routes,
      userPoolArn: props.userPool.userPoolArn,
      functionArnFor: props.functionArnFor,
    });
    this.api = new apigw.SpecRestApi(this, 'Api', {
      apiDefinition: apigw.ApiDefinition.fromInline(definition),
      endpointTypes: [apigw.EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stage,
        throttlingRateLimit: REST_THROTTLING.rateLimit,
        throttlingBurstLimit: REST_THROTTLING.burstLimit,
        accessLogDestination: new apigw.LogGroupLogDestination(lambdaLogGroup(this, 'AccessLogs')),
        accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        tracingEnabled: true,
        metricsEnabled: true,
      },
    });
    // One permission per feature Lambda for all its routes, not one per method.
    const handlers = new Set(routes.map((route) => route.handler));
    for (const handler of handlers) {
      props.functionFor(handler).addPermission(`RestApiInvoke`, {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.api.arnForExecuteApi('*', '/*', props.stage),
      });
    }
    acknowledgeDefinitionChecks(this.api);
  }

  /** The stage URL of the routes' root (`…/{stage}/api`). */
  get routesUrl(): string {
    return `${this.api.url}${API_PREFIX.slice(1)}`;
  }
}

function acknowledgeDefinitionChecks(api: apigw.SpecRestApi): void {
  Validations.of(api).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    reason: "API Gateway's account-level CloudWatch role: AWS's own policy for exactly this purpose.",
  });
  Validations.of(api).acknowledge({
    id: 'AwsSolutions-APIG2',
    reason:
      "Request validation is declared in the OpenAPI body (x-amazon-apigateway-request-validator: path parameters); bodies are validated by each route's zod schema in its handler.",
  });
}
