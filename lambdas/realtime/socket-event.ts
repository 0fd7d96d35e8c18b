import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/** The WebSocket event as API Gateway delivers it, with the authorizer's context on $connect and later routes. */
export type SocketEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & {
    authorizer?: { userId?: string; email?: string; role?: string; principalId?: string; originJti?: string; signedInAt?: number | string };
  };
};

export const ok = (body = 'ok'): APIGatewayProxyResult => ({ statusCode: 200, body });
export const rejected = (statusCode: number, body: string): APIGatewayProxyResult => ({ statusCode, body });
