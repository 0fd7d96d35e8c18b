import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from './runtime-config';

/**
 * Amplify Auth settings for this stage. `userPoolEndpoint` is how Amplify talks to the local
 * Cognito emulator; Google sign-in (OAuth) is configured only when the stage has a hosted-UI domain.
 */
export function amplifyConfigFor(config: RuntimeConfig, origin = window.location.origin): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${origin}/login`],
                  redirectSignOut: [`${origin}/login`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  };
}

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure(amplifyConfigFor(config));
}

/**
 * Options every sign-in call passes (`signIn({ username, password, options: signInOptionsFor(config) })`):
 * SRP in AWS, USER_PASSWORD_AUTH on the local stack (cognito-local has no SRP).
 */
export function signInOptionsFor(config: RuntimeConfig): { authFlowType: RuntimeConfig['authFlowType'] } {
  return { authFlowType: config.authFlowType };
}
