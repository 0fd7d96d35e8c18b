import { describe, expect, it } from 'vitest';
import { amplifyConfigFor, signInOptionsFor } from './amplify';
import { parseRuntimeConfig } from './runtime-config';

const base = {
  stage: 'dev',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client-1',
  apiUrl: '/api',
  webSocketUrl: 'wss://ws.example/dev',
};

describe('amplifyConfigFor', () => {
  it('configures e-mail sign-in against the stage pool, with no endpoint override or OAuth by default', () => {
    const cognito = amplifyConfigFor(parseRuntimeConfig(base), 'https://app.example').Auth?.Cognito;
    expect(cognito).toMatchObject({ userPoolId: 'eu-west-1_abc', userPoolClientId: 'client-1', loginWith: { email: true } });
    expect(cognito).not.toHaveProperty('userPoolEndpoint');
    expect(cognito?.loginWith).not.toHaveProperty('oauth');
  });

  it('talks to the local Cognito emulator when the config names its endpoint', () => {
    const config = parseRuntimeConfig({ ...base, cognitoEndpoint: 'http://127.0.0.1:9229', authFlowType: 'USER_PASSWORD_AUTH' });
    expect(amplifyConfigFor(config, 'http://127.0.0.1:5173').Auth?.Cognito.userPoolEndpoint).toBe('http://127.0.0.1:9229');
    expect(signInOptionsFor(config)).toEqual({ authFlowType: 'USER_PASSWORD_AUTH' });
  });

  it('adds Google sign-in through the hosted UI only when an OAuth domain is configured', () => {
    const config = parseRuntimeConfig({ ...base, oauthDomain: 'auth.example.com' });
    expect(amplifyConfigFor(config, 'https://app.example').Auth?.Cognito.loginWith?.oauth).toEqual({
      domain: 'auth.example.com',
      scopes: ['openid', 'email', 'profile'],
      redirectSignIn: ['https://app.example/login'],
      redirectSignOut: ['https://app.example/login'],
      responseType: 'code',
      providers: ['Google'],
    });
  });
});
