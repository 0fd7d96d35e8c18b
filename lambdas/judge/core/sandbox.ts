import { nativeRunner } from './native-runner';
import { runSealed } from './run-sealed';

/**
 * What this host lets the judge do, found once per cache dir:
 * - dropPrivileges: the judge is root, so each run gets its own unprivileged uid (RLIMIT_NPROC
 *   and kill(-1) only work for a non-root uid, and the uid cannot read the judge's files);
 * - netns: unshare(CLONE_NEWNET) works, so each run gets an empty network namespace;
 * - privateRoot: the judge is root and a mount namespace works, so each run sees only the
 *   toolchains, its scratch directories and an empty /tmp (view.ts), never the repository or the
 *   local stack's data folder;
 * - dedicatedUid: nothing else runs under the judge's uid (AWS Lambda), so any process of that uid
 *   that the judge did not have before a submission is the submission's and may be killed.
 */
export interface Sandbox {
  runner: string;
  dropPrivileges: boolean;
  netns: boolean;
  privateRoot: boolean;
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
  const [netns, privateRoot] = await Promise.all([canUnshareNetwork(runner), dropPrivileges && canMakePrivateRoot(runner)]);
  return { runner, dropPrivileges, dedicatedUid, netns, privateRoot };
}

/** JUDGE_NO_PRIVATE_ROOT=1 turns it off (to measure what it costs); a host that refuses it runs without. */
async function canMakePrivateRoot(runner: string): Promise<boolean> {
  if (process.env.JUDGE_NO_PRIVATE_ROOT === '1') return false;
  const view = { entries: [{ kind: 'symlink' as const, from: 'probe', to: '/probe' }], dir: '/', tmpfsKb: 64 };
  const probe = await runSealed(runner, { argv: ['/bin/true'], view, wallMs: 5000, input: '' });
  return probe.error === undefined || !probe.error.startsWith('private root');
}

async function canUnshareNetwork(runner: string): Promise<boolean> {
  if (process.env.JUDGE_NO_NETNS === '1') return false;
  const probe = await runSealed(runner, { argv: [runner], netns: true, wallMs: 5000, input: '' });
  return probe.error === undefined || !probe.error.startsWith('unshare');
}
