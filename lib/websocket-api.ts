import { Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { webSocketAuthorizer, webSocketRoutes, type WebSocketRoute } from '@contract/routes';
import { lambdaLogGroup } from './lambda-role';

export interface WebSocketApiProps {
  readonly stage: string;
  readonly functionFor: (handler: string) => lambda.IFunction;
  readonly routes?: readonly WebSocketRoute[];
}

export const WEBSOCKET_THROTTLING = { rateLimit: 50, burstLimit: 100 } as const;

/** The token travels as a query parameter: browsers cannot set headers on a WebSocket handshake. */
export const WEBSOCKET_TOKEN_SOURCE = 'route.request.querystring.token';

/**
 * The WebSocket API (presence, chat, notifications, judge progress) from the route table: `$connect`
 * behind a Lambda REQUEST authorizer that checks the Cognito id token, `$disconnect` and `$default`.
 */
export class WebSocketApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, props: WebSocketApiProps) {
    super(scope, id);
    const routes = props.routes ?? webSocketRoutes;
    const integration = (routeKey: string): WebSocketLambdaIntegration => {
      const route = routes.find((r) => r.routeKey === routeKey);
      if (!route) throw new Error(`the route table has no WebSocket route ${routeKey}`);
      return new WebSocketLambdaIntegration(`${routeKey.slice(1)}Integration`, props.functionFor(route.handler));
    };
    const authorizer = new WebSocketLambdaAuthorizer('TokenAuthorizer', props.functionFor(webSocketAuthorizer.handler), {
      identitySource: [WEBSOCKET_TOKEN_SOURCE],
    });
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: `CodeArena WebSocket API (${props.stage})`,
      connectRouteOptions: { integration: integration('$connect'), authorizer },
      disconnectRouteOptions: { integration: integration('$disconnect') },
      defaultRouteOptions: { integration: integration('$default') },
    });
    for (const route of routes) {
      if (!['$connect', '$disconnect', '$default'].includes(route.routeKey)) {
        this.api.addRoute(route.routeKey, { integration: integration(route.routeKey) });
      }
    }
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stage,
      autoDeploy: true,
      throttle: WEBSOCKET_THROTTLING,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(lambdaLogGroup(this, 'AccessLogs')) },
    });
    for (const route of this.api.node.findAll()) {
      if (route instanceof apigwv2.WebSocketRoute && route.routeKey !== '$connect') {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'API Gateway authorizes on $connect only; $default re-checks the sign-in on every message and signing out closes its sockets.',
        });
      }
    }
  }

  /** `https://{api}.execute-api.{region}.amazonaws.com/{stage}`: where `@connections` is posted. */
  get managementUrl(): string {
    return this.stage.callbackUrl;
  }
}
