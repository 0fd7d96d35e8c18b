/**
 * Which table and bucket import:problems and export:problems talk to. `--local`: the stack that
 * `npm start` runs on this machine (its ports, table and bucket, dummy credentials). Otherwise AWS:
 * the SDK's default endpoints and credentials, the stack's table and packages bucket
 * (`--table-name`, `--bucket`, or TABLE_NAME and PACKAGES_BUCKET), and `--region` or AWS_REGION.
 * The data module reads these from the environment, so they are set before it is first imported.
 */
import { lambdaEnvNames } from '@contract/lambda-env';
import { localUrl, resolvePorts } from '../../local/config';
import { LOCAL_BUCKETS, LOCAL_REGION, LOCAL_TABLE_NAME } from '../../local/lambda-names';

export interface TargetOptions {
  local?: boolean;
  'table-name'?: string;
  bucket?: string;
  region?: string;
}

export function targetEnvironment(options: TargetOptions, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (options.local) {
    const ports = resolvePorts(env);
    return {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: localUrl(ports.dynamodb),
      AWS_ENDPOINT_URL_S3: localUrl(ports.s3),
      [lambdaEnvNames.tableName]: LOCAL_TABLE_NAME,
      [lambdaEnvNames.packagesBucket]: LOCAL_BUCKETS.packages,
      [lambdaEnvNames.s3ForcePathStyle]: 'true',
    };
  }
  const table = options['table-name'] ?? env[lambdaEnvNames.tableName];
  const bucket = options.bucket ?? env[lambdaEnvNames.packagesBucket];
  const region = options.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  const missing = [!table && "--table-name (the stack's table)", !bucket && "--bucket (the stack's packages bucket)", !region && '--region'].filter(Boolean);
  if (missing.length) throw new Error(`missing ${missing.join(', ')}; or pass --local for the stack of npm start`);
  return { AWS_REGION: region!, [lambdaEnvNames.tableName]: table!, [lambdaEnvNames.packagesBucket]: bucket! };
}
