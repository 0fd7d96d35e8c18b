import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_REGION } from '../lambda-names';

export type CognitoTrigger = 'PreSignUp' | 'PostConfirmation';

export interface CognitoLocalSettings {
  /** Where cognito-local itself listens (127.0.0.1). */
  serverPort: number;
  /** The proxy in front of it: tokens name it as their issuer, so JWKS is fetched through it too. */
  publicEndpoint: string;
  /** The local Lambda Invoke endpoint (`POST /2015-03-31/functions/<name>/invocations`). */
  lambdaEndpoint: string;
  triggers: Record<CognitoTrigger, string>;
}

/**
 * cognito-local's `.cognito/config.json`. Its aws-sdk v2 Lambda client invokes triggers at
 * `${endpoint}/2015-03-31/functions/<name>/invocations`; credentials are dummies the local
 * Invoke endpoint ignores. Rewritten at every start: nothing in it is state.
 */
export function cognitoLocalConfig(settings: CognitoLocalSettings) {
  return {
    LambdaClient: {
      endpoint: settings.lambdaEndpoint,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxRetries: 0,
    },
    TriggerFunctions: settings.triggers,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: settings.publicEndpoint },
    ServerConfig: { port: settings.serverPort, hostname: '127.0.0.1', development: false, https: false },
  };
}

/** Writes the config under `<dataDir>/.cognito/` (cognito-local reads it relative to its cwd, dataDir). */
export async function writeCognitoLocalConfig(dataDir: string, settings: CognitoLocalSettings): Promise<void> {
  const folder = join(dataDir, '.cognito');
  await mkdir(join(folder, 'db'), { recursive: true, mode: 0o700 }); // passwords in clear: owner only
  await writeFile(join(folder, 'config.json'), `${JSON.stringify(cognitoLocalConfig(settings), null, 2)}\n`);
}
