import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaEnvNames } from '@contract/lambda-env';
import { allNodeFunctions, API_PREFIX, httpRoutes, webSocketRoutes } from '@contract/routes';
import { runtimeConfigSchema } from '@contract/runtime-config';
import { tableDefinition } from '@contract/table';
import { REST_THROTTLING } from '../../lib/rest-api';
import { SPA_FALLBACK_CODE, VIEWER_HOST_CODE } from '../../lib/web-hosting';
import { WEBSOCKET_TOKEN_SOURCE } from '../../lib/websocket-api';
import { resourcesOfType, synthesizeStack, unacknowledgedNagErrors, type SynthesizedStack } from './synth-stack';

let synthesized: SynthesizedStack;
beforeAll(() => {
  synthesized = synthesizeStack();
});
const template = () => synthesized.template;

describe('the table', () => {
  it('has the keys, indexes and TTL of contract/table.ts, on demand', () => {
    template().resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template().hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
        }),
      ),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('has point-in-time recovery on and is retained when the stack goes', () => {
    template().hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
      }),
    });
  });
});

describe('the buckets', () => {
  it('are all private, encrypted and refuse plain HTTP', () => {
    const buckets = resourcesOfType(template(), 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    const policies = Object.values(resourcesOfType(template(), 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(4);
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('uploads: CORS for presigned PUT from the web origin, lifecycle rules, access logs', () => {
    template().hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT']), AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] })],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads/' }),
    });
    template().hasResourceProperties('AWS::S3::Bucket', { LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'packages/' }) });
  });
});

describe('the user pool', () => {
  it('signs in by e-mail, lets students sign up, verifies with a code, needs 8 characters', () => {
    template().hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      LambdaConfig: { PreSignUp: Match.anyValue(), PostConfirmation: Match.anyValue() },
    });
  });

  it('has the staff groups admin and mentor', () => {
    for (const group of ['admin', 'mentor']) template().hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
  });

  it('has a public web client without a secret, with SRP, password and refresh flows', () => {
    template().hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
    });
  });

  it('has no Google identity provider and no hosted UI domain without Google context', () => {
    template().resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template().resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});

describe('the REST API', () => {
  const body = () =>
    Object.values(resourcesOfType(template(), 'AWS::ApiGateway::RestApi'))[0]!.Properties.Body as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };

  it('serves every route of contract/routes.ts under /api from its OpenAPI body, public ones explicitly without authorizer', () => {
    template().resourceCountIs('AWS::ApiGateway::Method', 0);
    template().resourceCountIs('AWS::ApiGateway::Resource', 0);
    for (const route of httpRoutes) {
      const operation = body().paths[`${API_PREFIX}${route.path}`]?.[route.method.toLowerCase()];
      expect(operation, route.id).toBeDefined();
      expect(operation!.security, route.id).toEqual(route.access === 'public' ? [] : [{ CognitoUserPool: [] }]);
    }
  });

  it('lets API Gateway invoke each feature Lambda through one permission for all its routes', () => {
    const features = new Set(httpRoutes.map((route) => route.handler));
    const permissions = Object.values(resourcesOfType(template(), 'AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com' && JSON.stringify(p.Properties.SourceArn).includes('RestApi'),
    );
    expect(permissions).toHaveLength(features.size);
  });

  it('throttles the stage, logs access, traces', () => {
    template().hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      TracingEnabled: true,
      MethodSettings: [
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: REST_THROTTLING.rateLimit,
          ThrottlingBurstLimit: REST_THROTTLING.burstLimit,
          LoggingLevel: 'ERROR',
        }),
      ],
    });
  });

  it('validates path parameters, and has no CORS preflight: the web reaches /api on its own origin', () => {
    const definition = body() as unknown as Record<string, unknown>;
    expect(definition['x-amazon-apigateway-request-validator']).toBe('parameters');
    expect(JSON.stringify(definition.paths)).not.toContain('"options"');
  });
});

describe('the WebSocket API', () => {
  it('has the routes of contract/routes.ts; $connect behind the token authorizer', () => {
    template().resourceCountIs('AWS::ApiGatewayV2::Route', webSocketRoutes.length);
    template().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: [WEBSOCKET_TOKEN_SOURCE],
    });
    template().hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'CUSTOM' });
    for (const key of ['$disconnect', '$default']) {
      template().hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: 'NONE' });
    }
  });

  it('has a throttled, logged stage', () => {
    template().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'dev',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('the Node functions', () => {
  it('all run nodejs22.x on ARM64 with tracing, their own log group, and the contract env', () => {
    const functions = Object.values(resourcesOfType(template(), 'AWS::Lambda::Function')).filter((f) => f.Properties.Runtime?.toString().startsWith('nodejs'));
    expect(functions.length).toBeGreaterThanOrEqual(10);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
  });

  it('grants execute-api:ManageConnections and WS_MANAGEMENT_URL only to functions whose routes say websocket:manage', () => {
    const roles = resourcesOfType(template(), 'AWS::IAM::Policy');
    const managing = Object.values(roles).filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('execute-api:ManageConnections'));
    // Pushing over the WebSocket or closing sockets: its $default and $disconnect routes, the judge's
    // notify and sweeper, the friends, chat and sessions features (friend changes, read receipts,
    // sign-out's "offline" and closed sockets), account deletion (closes every socket) and the payment
    // webhook (a plan change closes the user's sockets).
    const pushing = allNodeFunctions()
      .filter((f) => f.grants.includes('websocket:manage'))
      .map((f) => f.handler)
      .sort();
    expect(pushing).toEqual([
      'account/handler',
      'app/websocket-default',
      'chat/handler',
      'friends/handler',
      'judge/notify',
      'judge/sweep-stale',
      'payments/handler',
      'realtime/disconnect',
      'sessions/handler',
    ]);
    expect(managing).toHaveLength(pushing.length);
    const withUrl = Object.values(resourcesOfType(template(), 'AWS::Lambda::Function')).filter((f) =>
      JSON.stringify(f.Properties.Environment ?? {}).includes(lambdaEnvNames.webSocketManagementUrl),
    );
    expect(withUrl).toHaveLength(pushing.length);
  });

  it('lets only the account function delete or sign out a Cognito user, staff routes read MFA settings, and nothing else administer the pool', () => {
    const policies = Object.values(resourcesOfType(template(), 'AWS::IAM::Policy')).map((p) => JSON.stringify(p.Properties.PolicyDocument));
    expect(policies.filter((doc) => doc.includes('cognito-idp:AdminDeleteUser'))).toHaveLength(1);
    expect(policies.filter((doc) => doc.includes('cognito-idp:AdminUserGlobalSignOut'))).toHaveLength(1);
    // docs/decisions/D33: the account function (two-factor confirmation) and each feature with a staff route.
    const readingSecondFactors = new Set(httpRoutes.filter((route) => route.grants.includes('userpool:read-second-factor')).map((route) => route.handler));
    expect([...readingSecondFactors].sort()).toEqual(['account/handler', 'challenges/handler', 'discussions/handler']);
    expect(policies.filter((doc) => doc.includes('cognito-idp:AdminGetUser'))).toHaveLength(readingSecondFactors.size);
    expect(policies.filter((doc) => /cognito-idp:Admin(?!DeleteUser|UserGlobalSignOut|GetUser")/.test(doc))).toHaveLength(0);
  });

  it('lets only the avatar and account handlers delete uploads', () => {
    const deleting = Object.values(resourcesOfType(template(), 'AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('s3:DeleteObject'),
    );
    // profile/set-avatar, account/delete-account, and the BucketDeployment of the web build.
    expect(deleting).toHaveLength(3);
  });
});

describe('the web hosting', () => {
  it('serves the private web bucket through origin access control, HTTPS only, with security headers', () => {
    template().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() })]),
      }),
    });
  });

  it('falls back to /index.html for client-side routes but never masks API errors', () => {
    template().hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: SPA_FALLBACK_CODE });
    template().hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: VIEWER_HOST_CODE });
    template().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CustomErrorResponses: Match.absent() }),
    });
  });

  it('forwards /api/* to the REST API stage, uncached, all methods', () => {
    template().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: `${API_PREFIX}/*`,
            AllowedMethods: Match.arrayWith(['GET', 'PUT', 'PATCH', 'POST', 'DELETE']),
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            ViewerProtocolPolicy: 'https-only',
            // The viewer's host, for the absolute links of the blog's feed and sitemap.
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ],
        Origins: Match.arrayWith([Match.objectLike({ OriginPath: '/dev', CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }) })]),
      }),
    });
  });

  it('deploys the web build and writes /config.json with the stage, region, pool, client and URLs', () => {
    template().resourceCountIs('Custom::CDKBucketDeployment', 1);
    const deployment = Object.values(resourcesOfType(template(), 'Custom::CDKBucketDeployment'))[0].Properties as {
      SourceObjectKeys: string[];
      SourceMarkers: Record<string, unknown>[];
      DistributionPaths: string[];
    };
    expect(deployment.SourceObjectKeys).toHaveLength(2);
    expect(deployment.DistributionPaths).toEqual(['/*']);
    // The second source is config.json; its deploy-time values are markers the handler substitutes.
    const assetDir = path.join(synthesized.app.outdir, `asset.${deployment.SourceObjectKeys[1].replace(/\.zip$/, '')}`);
    let text = readFileSync(path.join(assetDir, 'config.json'), 'utf8');
    for (const [marker, value] of Object.entries(deployment.SourceMarkers[1])) text = text.replaceAll(marker, JSON.stringify(value).replaceAll('"', "'"));
    const config = runtimeConfigSchema.parse(JSON.parse(text));
    expect(config).toMatchObject({ stage: 'dev', authFlowType: 'USER_SRP_AUTH' });
    expect(config.region).toContain('AWS::Region');
    expect(config.userPoolId).toContain('AuthUserPool');
    expect(config.userPoolClientId).toContain('AuthUserPoolWebClient');
    expect(config.apiUrl).toMatch(/^https:\/\/.*WebDistribution.*DomainName.*\/api$/);
    expect(config.webSocketUrl).toMatch(/^wss:\/\/.*WebSocketApi.*\/dev$/);
    expect(config.oauthDomain).toBeUndefined();
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged error', () => {
    expect(unacknowledgedNagErrors(synthesized.stack)).toEqual([]);
  });

  it('lets the app synthesize with the checks installed as a validation plugin', () => {
    expect(() => synthesized.app.synth()).not.toThrow();
  });
});
