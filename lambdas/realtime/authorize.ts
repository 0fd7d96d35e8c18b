import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { callerFromToken } from '../shared/token-verifier';
import { entryPoint } from '../shared/entry-point';

/**
 * The WebSocket `$connect` authorizer: browsers cannot set headers on a WebSocket, so the id token
 * comes as the `token` query parameter. A bad token is an explicit Deny (API Gateway answers 403).
 */
async function handle(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const caller = await callerFromToken(event.queryStringParameters?.token);
  const effect = caller ? 'Allow' : 'Deny';
  return {
    principalId: caller?.userId ?? 'anonymous',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: event.methodArn }],
    },
    ...(caller && { context: { userId: caller.userId, email: caller.email, role: caller.role } }),
  };
}

export const handler = entryPoint('webSocket', handle);
