import { lambdaEnvNames, type LambdaEnvKey } from '@contract/lambda-env';

/** A required setting; a missing one is a deployment bug, so it fails loudly on first use. */
export function requireEnv(key: LambdaEnvKey): string {
  const value = process.env[lambdaEnvNames[key]];
  if (!value) throw new Error(`Missing environment variable ${lambdaEnvNames[key]}`);
  return value;
}

export function optionalEnv(key: LambdaEnvKey): string | undefined {
  return process.env[lambdaEnvNames[key]] || undefined;
}
