import { nativeRunner } from './native-runner';
import { runSealed } from './run-sealed';

/**
 * What this host lets the judge do, found once per cache dir:
 * - dropPrivileges: the judge is root, so each run gets its own unprivileged uid (RLIMIT_NPROC
 *   and kill(-1) only work for a non-root uid, and the uid cannot read the judge's files);
 * - netns: unshare(CLONE_NEWNET) works, so each run gets an empty network namespace;
 * - dedicatedUid: nothing else runs under the judge's uid (AWS Lambda), so any process of that uid
 *   that the judge did not have before a submission is the submission's and may be killed.
 */
export interface Sandbox {
  runner: string;
  dropPrivileges: boolean;
  netns: boolean;
  dedicatedUid: boolean;
}

const found = new Map<string, Promise<Sandbox>>();

export function sandboxFor(cacheDir: string): Promise<Sandbox> {
  let sandbox = found.get(cacheDir);
  if (!sandbox) {
    sandbox = detect(cacheDir);
    sandbox.catch(() => found.delete(cacheDir));
    found.set(cacheDir, sandbox);
  }
  return sandbox;
}

async function detect(cacheDir: string): Promise<Sandbox> {
  const runner = await nativeRunner(cacheDir);
  const dropPrivileges = process.getuid?.() === 0 && process.env.JUDGE_NO_UID_DROP !== '1';
  const dedicatedUid = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) || process.env.JUDGE_DEDICATED_UID === '1';
  return { runner, dropPrivileges, dedicatedUid, netns: await canUnshareNetwork(runner) };
}

async function canUnshareNetwork(runner: string): Promise<boolean> {
  if (process.env.JUDGE_NO_NETNS === '1') return false;
  const probe = await runSealed(runner, { argv: [runner], netns: true, wallMs: 5000, input: '' });
  return probe.error === undefined || !probe.error.startsWith('unshare');
}
