import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AssetHashType, DockerImage, FileSystem } from 'aws-cdk-lib';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { repoRoot } from './node-function';

/** What the web build reads besides web/ itself: the shared contract and the locked dependencies. */
const webBuildInputs = ['web', 'contract', 'package-lock.json'];

function webBuildHash(): string {
  const hash = createHash('sha256');
  for (const input of webBuildInputs) {
    hash.update(input).update(FileSystem.fingerprint(path.join(repoRoot, input), { exclude: ['dist', 'node_modules'] }));
  }
  return hash.digest('hex');
}

/** Runs `vite build` into the asset's output directory (CDK caches it by the hash of its inputs). */
function buildWebApp(outputDir: string): boolean {
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outputDir, '--emptyOutDir'], {
    cwd: repoRoot,
    // Keep stdout clean: `cdk synth` prints the template there.
    stdio: ['ignore', process.stderr, process.stderr],
  });
  return true;
}

/**
 * The web app's files for BucketDeployment: a prebuilt directory when given (context `webDist`,
 * e.g. the tests' fixture or CI's `web/dist`), otherwise the Vite build, run on this machine at synth
 * time and rebuilt only when web/, contract/ or the lock file change.
 */
export function webBuildSource(webDist?: string): s3deploy.ISource {
  if (webDist) return s3deploy.Source.asset(path.resolve(repoRoot, webDist));
  return s3deploy.Source.asset(path.join(repoRoot, 'web'), {
    exclude: ['dist', 'node_modules'],
    assetHashType: AssetHashType.CUSTOM,
    assetHash: webBuildHash(),
    bundling: {
      local: { tryBundle: buildWebApp },
      // Never used: the local build either succeeds or throws. Required by the bundling API.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      command: ['sh', '-c', 'echo "the web app is built locally; pass -c webDist=<dir> to deploy a prebuilt one" >&2; exit 1'],
    },
  });
}
