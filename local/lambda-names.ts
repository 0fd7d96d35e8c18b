/**
 * The name a handler has as a local "function" (what cognito-local's trigger config and the local
 * Lambda Invoke endpoint use): `auth/pre-sign-up` → `auth-pre-sign-up`.
 */
export function localFunctionName(handler: string): string {
  return handler.replaceAll('/', '-');
}

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_TABLE_NAME = 'codearena';
export const LOCAL_BUCKETS = { uploads: 'codearena-uploads', packages: 'codearena-packages' } as const;
export const LOCAL_JUDGE_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:judge`;
