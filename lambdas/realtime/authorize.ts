import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { signInFromToken } from '../shared/token-verifier';
import { entryPoint } from '../shared/entry-point';

/**
 * The WebSocket `$connect` authorizer: browsers cannot set headers on a WebSocket, so the id token
 * comes as the `token` query parameter. A bad token is an explicit Deny (API Gateway answers 403).
 */
async function handle(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const signIn = await signInFromToken(event.queryStringParameters?.token);
  const caller = signIn?.caller;
  const effect = caller ? 'Allow' : 'Deny';
  return {
    principalId: caller?.userId ?? 'anonymous',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: event.methodArn }],
    },
    // The sign-in rides along on every later event of the connection: it is stored with the
    // connection (signing out ends its sockets) and checked again on each message.
    ...(caller && {
      context: {
        userId: caller.userId,
        email: caller.email,
        role: caller.role,
        ...(signIn.originJti && { originJti: signIn.originJti }),
        ...(signIn.signedInAt !== undefined && { signedInAt: signIn.signedInAt }),
      },
    }),
  };
}

export const handler = entryPoint('webSocket', handle);
