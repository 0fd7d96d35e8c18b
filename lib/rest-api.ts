import { Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { API_PREFIX, httpRoutes, type HttpRoute } from '../contract/routes';
import { lambdaLogGroup } from './lambda-role';

export interface RestApiProps {
  readonly stage: string;
  readonly userPool: cognito.IUserPool;
  /** The Lambda of a handler file (contract/routes.ts `handler`): one per handler, shared by its routes. */
  readonly functionFor: (handler: string) => lambda.IFunction;
  /** Origins allowed by CORS (the web app reaches the API through CloudFront, same origin, anyway). */
  readonly allowOrigins: string[];
  readonly routes?: readonly HttpRoute[];
}

export const REST_THROTTLING = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * The REST API, built from the route table (contract/routes.ts) under `/api`, so CloudFront can
 * forward `/api/*` unchanged and the local gateway serves the same paths.
 *
 * Access: every non-public route has the Cognito authorizer, which checks the id token; `mentor`
 * and `admin` routes are further checked by the handler against the token's `cognito:groups`
 * (API Gateway's Cognito authorizer cannot check groups). Public routes say NONE explicitly.
 */
export class RestApi extends Construct {
  readonly api: apigw.RestApi;

  constructor(scope: Construct, id: string, props: RestApiProps) {
    super(scope, id);
    this.api = new apigw.RestApi(this, 'Api', {
      description: `CodeArena REST API (${props.stage})`,
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
      defaultCorsPreflightOptions: {
        allowOrigins: props.allowOrigins,
        allowMethods: apigw.Cors.ALL_METHODS,
        allowHeaders: [...apigw.Cors.DEFAULT_HEADERS],
      },
    });
    // Created with the first protected route: API Gateway rejects an authorizer no method uses.
    let authorizer: apigw.CognitoUserPoolsAuthorizer | undefined;
    const cognitoAuthorizer = () =>
      (authorizer ??= new apigw.CognitoUserPoolsAuthorizer(this, 'Authorizer', { cognitoUserPools: [props.userPool] }));
    // Checks declared parameters and models; methods declare no body model, since each handler checks
    // its body with the route's zod schema (one schema per route, shared with the web app).
    const requestValidator = this.api.addRequestValidator('Validator', { validateRequestParameters: true, validateRequestBody: true });

    const integrations = new Map<string, apigw.LambdaIntegration>();
    for (const route of props.routes ?? httpRoutes) {
      const integration = integrations.get(route.handler) ?? new apigw.LambdaIntegration(props.functionFor(route.handler));
      integrations.set(route.handler, integration);
      const resource = this.api.root.resourceForPath(`${API_PREFIX}${route.path}`);
      const method = resource.addMethod(route.method, integration, {
        requestValidator,
        ...(route.access === 'public'
          ? { authorizationType: apigw.AuthorizationType.NONE }
          : { authorizationType: apigw.AuthorizationType.COGNITO, authorizer: cognitoAuthorizer() }),
      });
      if (route.access === 'public') acknowledgePublic(method, `${route.id} is public by design (contract/routes.ts).`);
    }
    for (const method of this.api.methods) {
      if (method.httpMethod === 'OPTIONS') acknowledgePublic(method, 'CORS preflight: browsers send it without credentials.');
    }
    acknowledgeAccountLogging(this.api);
  }

  /** The stage URL of the routes' root (`…/{stage}/api`). */
  get routesUrl(): string {
    return `${this.api.url}${API_PREFIX.slice(1)}`;
  }
}

function acknowledgePublic(method: apigw.Method, reason: string): void {
  Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason });
  Validations.of(method).acknowledge({ id: 'AwsSolutions-COG4', reason });
}

function acknowledgeAccountLogging(api: apigw.RestApi): void {
  Validations.of(api).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    reason: "API Gateway's account-level CloudWatch role: AWS's own policy for exactly this purpose.",
  });
  Validations.of(api).acknowledge({
    id: 'AwsSolutions-APIG3',
    reason: 'No WAF yet: stage throttling limits abuse; a web ACL is a cost decision left to the operator.',
  });
}
