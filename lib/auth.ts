import { Aws, Duration, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { cognitoPasswordPolicy } from '@contract/account/passwords';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { acknowledgeProtectionOff } from './firewall';
import { ACCESS_TOKEN_VALIDITY_MINUTES, ID_TOKEN_VALIDITY_MINUTES, REFRESH_TOKEN_VALIDITY_DAYS } from '@contract/account/token-lifetimes';

/** Where the Google OAuth client comes from: a context value, or SSM String parameter names. */
export interface GoogleSignInConfig {
  readonly clientId?: string;
  readonly clientIdSsmParameter?: string;
  /**
   * An SSM String parameter holding the client secret. (CloudFormation cannot resolve a
   * SecureString into a Cognito identity provider, and Cognito shows the secret to anyone who may
   * describe the provider anyway: guard the parameter with IAM.)
   */
  readonly clientSecretSsmParameter: string;
}

export interface AuthProps {
  readonly stage: string;
  readonly preSignUp: lambda.IFunction;
  readonly postConfirmation: lambda.IFunction;
  /** The web app's origin (`https://…`), for the hosted UI's callback and sign-out URLs. */
  readonly webOrigin: string;
  /** Google sign-in, only when configured; without it there is no identity provider and no hosted UI domain. */
  readonly google?: GoogleSignInConfig;
  /** Cognito's threat protection (the Plus plan): off only for a cheap test deployment (docs/decisions/D32). */
  readonly threatProtection: boolean;
}

export const STAFF_GROUPS = ['admin', 'mentor'] as const;

/** The user pool (e-mail sign-in, groups for staff, triggers) and the web app's public client. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  readonly domain?: cognito.UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // docs/decisions/D33: optional in the pool, TOTP only; staff routes refuse staff without it.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true, email: false },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      customAttributes: { country: new cognito.StringAttribute({ maxLen: 64, mutable: true }) },
      // docs/decisions/D04: minimum 8 everywhere, no character-class rules (the spec checks length only).
      passwordPolicy: { ...cognitoPasswordPolicy, tempPasswordValidity: Duration.days(7) },
      lambdaTriggers: { preSignUp: props.preSignUp, postConfirmation: props.postConfirmation },
      // docs/decisions/D32: Cognito's threat protection (the Plus plan) acts on what it finds, below.
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: props.threatProtection ? cognito.StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const group of STAFF_GROUPS) {
      new cognito.CfnUserPoolGroup(this, `${group}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
        description: `CodeArena ${group}s (docs/decisions/D02: the role comes from the token's cognito:groups)`,
      });
    }
    if (props.threatProtection) actOnRiskySignIns(this, this.userPool);
    else acknowledgeProtectionOff(this.userPool, 'AwsSolutions-COG8');
    acknowledgeProductChoices(this.userPool);

    const googleProvider = props.google ? this.addGoogle(props.google) : undefined;
    if (googleProvider) {
      this.domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: `codearena-${props.stage}-${Aws.ACCOUNT_ID}` },
      });
    }
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Revocation records last as long as these tokens can (lambdas/shared/revoked-tokens.ts).
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_VALIDITY_MINUTES),
      idTokenValidity: Duration.minutes(ID_TOKEN_VALIDITY_MINUTES),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_VALIDITY_DAYS),
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO, ...(googleProvider ? [cognito.UserPoolClientIdentityProvider.GOOGLE] : [])],
      // Without Google there is no hosted UI: CDK would otherwise enable OAuth with example.com callbacks.
      disableOAuth: !googleProvider,
      oAuth: googleProvider
        ? {
            flows: { authorizationCodeGrant: true },
            scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
            callbackUrls: [`${props.webOrigin}/`],
            logoutUrls: [`${props.webOrigin}/`],
          }
        : undefined,
    });
    if (googleProvider) this.webClient.node.addDependency(googleProvider);
  }

  private addGoogle(google: GoogleSignInConfig): cognito.UserPoolIdentityProviderGoogle {
    const clientId = google.clientId ?? ssm.StringParameter.valueForStringParameter(this, google.clientIdSsmParameter ?? '');
    const secret = ssm.StringParameter.valueForStringParameter(this, google.clientSecretSsmParameter);
    return new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId,
      clientSecretValue: SecretValue.unsafePlainText(secret),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
      },
    });
  }
}

/**
 * What threat protection does with what it finds: a password known from a breach cannot sign up,
 * sign in or be set; a high-risk sign-in is blocked; a medium one needs the second factor of an
 * account that has one (staff). No e-mails about it (they would need SES).
 */
function actOnRiskySignIns(scope: Construct, userPool: cognito.UserPool): void {
  const act = (eventAction: string) => ({ eventAction, notify: false });
  new cognito.CfnUserPoolRiskConfigurationAttachment(scope, 'RiskConfiguration', {
    userPoolId: userPool.userPoolId,
    clientId: 'ALL',
    compromisedCredentialsRiskConfiguration: { actions: { eventAction: 'BLOCK' }, eventFilter: ['SIGN_IN', 'SIGN_UP', 'PASSWORD_CHANGE'] },
    accountTakeoverRiskConfiguration: { actions: { highAction: act('BLOCK'), mediumAction: act('MFA_IF_CONFIGURED'), lowAction: act('NO_ACTION') } },
  });
}

function acknowledgeProductChoices(userPool: cognito.UserPool): void {
  Validations.of(userPool).acknowledge({
    id: 'AwsSolutions-COG1',
    reason: 'docs/decisions/D04: passwords need at least 8 characters and no character classes, as the product spec says.',
  });
  Validations.of(userPool).acknowledge({
    id: 'AwsSolutions-COG2',
    reason: 'docs/decisions/D33: MFA is optional in the pool because students have none; every staff route refuses a staff account without TOTP.',
  });
}
