import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAppContext } from '../../lib/app-config';
import { synthesizeStack, unacknowledgedNagErrors, type SynthesizedStack } from './synth-stack';

describe('the CDK context', () => {
  const parse = (context: Record<string, string>) => parseAppContext((key) => context[key]);

  it('defaults the stage to dev and the protection on, and needs nothing else', () => {
    expect(parse({})).toEqual({ stage: 'dev', protection: 'on' });
    expect(parse({ protection: 'off' })).toEqual({ stage: 'dev', protection: 'off' });
    expect(() => parse({ protection: 'false' })).toThrow(/protection/);
  });

  it('refuses half a Google configuration, half a custom domain, and a malformed stage', () => {
    expect(() => parse({ googleClientId: 'id' })).toThrow(/googleClientSecretSsmParameter/);
    expect(() => parse({ googleClientSecretSsmParameter: '/codearena/google-secret' })).toThrow(/client id/);
    expect(() => parse({ webDomain: 'codearena.example.com' })).toThrow(/webCertificateArn/);
    expect(() => parse({ stage: 'Prod!' })).toThrow(/stage/);
  });
});

describe('Google sign-in, when its client id and secret parameter are given', () => {
  let synthesized: SynthesizedStack;
  beforeAll(() => {
    synthesized = synthesizeStack({
      stage: 'prod',
      googleClientId: 'google-client-id.apps.googleusercontent.com',
      googleClientSecretSsmParameter: '/codearena/google-client-secret',
    });
  });

  it('adds the Google identity provider with the secret resolved from SSM at deploy time', () => {
    synthesized.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client-id.apps.googleusercontent.com',
        client_secret: { Ref: Match.stringLikeRegexp('SsmParameterValue') },
      }),
    });
    const parameters = synthesized.template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    expect(Object.values(parameters)).toContainEqual(
      expect.objectContaining({ Type: 'AWS::SSM::Parameter::Value<String>', Default: '/codearena/google-client-secret' }),
    );
  });

  it('adds a hosted UI domain and lets the web client use Google with the code flow', () => {
    synthesized.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    synthesized.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
    });
  });

  it('names the stage in the API stages and stays clean under cdk-nag', () => {
    synthesized.template.hasResourceProperties('AWS::ApiGateway::Stage', { StageName: 'prod' });
    expect(unacknowledgedNagErrors(synthesized.stack)).toEqual([]);
  });
});
