import { runtimeConfigSchema, type RuntimeConfig } from '@contract/runtime-config';
import { API_PREFIX, WS_PREFIX } from '@contract/routes';
import { LOCAL_STAGE } from '../config';
import { LOCAL_REGION } from '../lambda-names';

export const MAILBOX_PATH = '/__local/mailbox';

/**
 * The local stack's `/config.json`: the API and WebSocket through the app's own origin (the dev
 * server proxies both), the Cognito emulator as Amplify's endpoint, and USER_PASSWORD_AUTH because
 * cognito-local has no SRP.
 */
export function localRuntimeConfig(opts: { appOrigin: string; cognitoEndpoint: string; userPoolId: string; userPoolClientId: string }): RuntimeConfig {
  const wsOrigin = opts.appOrigin.replace(/^http/, 'ws');
  return runtimeConfigSchema.parse({
    stage: LOCAL_STAGE,
    region: LOCAL_REGION,
    userPoolId: opts.userPoolId,
    userPoolClientId: opts.userPoolClientId,
    apiUrl: `${opts.appOrigin}${API_PREFIX}`,
    webSocketUrl: `${wsOrigin}${WS_PREFIX}`,
    authFlowType: 'USER_PASSWORD_AUTH',
    cognitoEndpoint: opts.cognitoEndpoint,
    mailboxUrl: `${opts.appOrigin}${MAILBOX_PATH}`,
  });
}
