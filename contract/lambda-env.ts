/**
 * The environment every Node Lambda receives. CDK (lib/) sets these on each function; the local
 * stack sets the same names on its process before it loads the handlers. None of them is secret in
 * the cloud (the webhook secret is an SSM parameter's name there; only the local stack passes a value).
 */
export const lambdaEnvNames = {
  tableName: 'TABLE_NAME',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  uploadsBucket: 'UPLOADS_BUCKET',
  packagesBucket: 'PACKAGES_BUCKET',
  judgeStateMachineArn: 'JUDGE_STATE_MACHINE_ARN',
  /** JSON `{ cpp, python, java, javascript }` → each judge function's name (run API, language versions). */
  judgeFunctionNames: 'JUDGE_FUNCTION_NAMES',
  /** https://{api-id}.execute-api.{region}.amazonaws.com/{stage}: where `@connections` is posted. */
  webSocketManagementUrl: 'WS_MANAGEMENT_URL',
  /**
   * Local stack only: the issuer of the Cognito emulator's tokens. When set, tokens are checked with
   * aws-jwt-verify's JwtRsaVerifier against `${issuer}/.well-known/jwks.json` instead of Cognito's.
   */
  jwtIssuer: 'JWT_ISSUER',
  /**
   * JSON `{ pro: { monthly, yearly }, premium: { monthly, yearly } }` → the provider's hosted payment
   * page of each (Stripe Payment Links, docs/decisions/D09). Absent: payments are not available on this stage.
   */
  paymentLinks: 'PAYMENT_LINKS',
  /** The SSM SecureString parameter holding the provider's webhook signing secret (read at run time). */
  paymentWebhookSecretParameter: 'PAYMENT_WEBHOOK_SECRET_PARAMETER',
  /** Local stack only: the signing secret itself (the local payment simulator signs with it). */
  paymentWebhookSecret: 'PAYMENT_WEBHOOK_SECRET',
  /** Local stack only: s3rver needs path-style addressing. */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
} as const;

export type LambdaEnvKey = keyof typeof lambdaEnvNames;
