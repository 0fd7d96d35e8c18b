import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The runner's C source, beside the judge images that build it (judge-images/runner). */
const RUNNER_SOURCE = fileURLToPath(new URL('../../../judge-images/runner/runner.c', import.meta.url));

/**
 * The native runner binary: JUDGE_RUNNER when an image ships it prebuilt, else
 * `<cacheDir>/runner-<hash of the source>`, compiled with the host's cc at first use (a changed
 * source gets a new binary, never a stale one).
 */
export async function nativeRunner(cacheDir: string): Promise<string> {
  const prebuilt = process.env.JUDGE_RUNNER;
  if (prebuilt) return prebuilt;
  const source = await fs.readFile(RUNNER_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const binary = path.join(cacheDir, `runner-${hash}`);
  if (existsSync(binary)) return binary;
  await fs.mkdir(cacheDir, { recursive: true, mode: 0o755 });
  const partial = `${binary}.${process.pid}.tmp`;
  await exec(process.env.CC ?? 'cc', ['-O2', '-Wall', '-o', partial, RUNNER_SOURCE]);
  await fs.rename(partial, binary);
  return binary;
}
