import { mkdirSync } from 'node:fs';
import { IdPool } from './ids';
import type { LanguageSpec } from './languages';
import type { ResolvedOptions } from './options';
import { RunnerProcess } from './run-sealed';
import type { Sandbox } from './sandbox';
import { Workspace } from './scratch';
import { trace } from './trace';
import type { SandboxView } from './view';
import { killUntilGone, listEntries, listProcesses, livesIn, ownerOf, removeEntries, taskCount, WORLD_WRITABLE_DIRS } from './sweep';

export interface RunIdentity {
  uid?: number;
  gid?: number;
}

/**
 * Everything one submission holds, and the promise that none of it outlives the verdict: its
 * workspace, its sandbox ids, and a record of what existed before it ran. close() kills every
 * process and removes every file the submission left, then frees the ids.
 *
 * The runner already kills each run's process group and every descendant it can see; this is the
 * second net, for what escaped it (a daemon that killed its runner, files left in /tmp):
 * - root: everything owned by the submission's uids goes;
 * - a uid used by nothing else (AWS Lambda): every process and /tmp entry not in the snapshot goes;
 * - otherwise (a developer's own uid): only processes living in the submission's directory.
 */
export class Session {
  private readonly uids = new Set<number>();
  private readonly slotUids = new Map<string, number>();
  /** One runner per lane: lane 0 compiles, then runs slot 0's tests; lane n runs slot n's. */
  private readonly runners = new Map<number, RunnerProcess>();
  /** A runner that died without its report: its own sweep may not have run. */
  private runnerLost = false;
  private processSnapshot = new Set<number>();
  private tmpSnapshot = new Set<string>();
  private baselineTasks = 0;
  /** The private root of every run, when the host allows one (judge.ts sets it once the tools are known). */
  view?: SandboxView;

  private constructor(
    readonly workspace: Workspace,
    private readonly sandbox: Sandbox,
    private readonly options: ResolvedOptions,
    private readonly ids: IdPool | undefined,
    private readonly gid: number | undefined,
  ) {}

  static async open(options: ResolvedOptions, sandbox: Sandbox): Promise<Session> {
    mkdirSync(options.scratchRoot, { recursive: true, mode: 0o711 });
    const ids = sandbox.dropPrivileges ? IdPool.open(options.scratchRoot) : undefined;
    const gid = ids?.acquire();
    const workspace = Workspace.create(options.scratchRoot, gid);
    const session = new Session(workspace, sandbox, options, ids, gid);
    if (!sandbox.dropPrivileges) await session.takeSnapshot();
    return session;
  }

  /**
   * When the judge is root, a uid per slot (the compile, and each parallel test worker) that no
   * other submission holds: a run's uid is never running anything else at the same time, so the
   * runner's kill(-1) as that uid ends exactly this run. The judge's own uid otherwise.
   */
  async runIdentity(slot: string): Promise<RunIdentity> {
    if (!this.ids) return {};
    let uid = this.slotUids.get(slot);
    if (uid === undefined) {
      uid = this.ids.acquire();
      this.uids.add(uid);
      this.slotUids.set(slot, uid);
    }
    return { uid, gid: this.gid };
  }

  /**
   * The lane's runner process, started on first use and again if a program killed it. Its runs
   * share one empty network namespace: a submission's own, never another's. A runner serves one
   * run at a time and each request names the run's uid, so the compile and slot 0's tests share
   * lane 0: a runner started per submission, not two (a spawn costs about 2 ms).
   */
  runner(lane: number): RunnerProcess {
    let runner = this.runners.get(lane);
    if (!runner?.alive) {
      runner = new RunnerProcess(this.sandbox.runner, { netns: this.sandbox.netns });
      this.runners.set(lane, runner);
    }
    return runner;
  }

  /**
   * Starts the runners of `lanes` lanes now, so that their start (exec, the network namespace)
   * overlaps the judge's own work and the compile instead of delaying the first test of each.
   */
  startRunners(lanes: number): void {
    for (let lane = 0; lane < lanes; lane++) this.runner(lane);
  }

  noteRunnerLost(): void {
    this.runnerLost = true;
  }

  /** RLIMIT_NPROC counts every task of the uid: a shared uid starts from what it already runs. */
  processLimit(spec: LanguageSpec): number {
    if (this.sandbox.dropPrivileges) return spec.processes;
    return this.baselineTasks + spec.processes * this.options.parallelism;
  }

  async close(): Promise<void> {
    for (const runner of this.runners.values()) runner.close();
    try {
      await this.sweepProcesses();
      trace('swept processes');
      await this.sweepFiles();
      trace('swept files');
      await this.workspace.remove();
      trace('removed workspace');
    } finally {
      for (const id of [...this.uids, ...(this.gid === undefined ? [] : [this.gid])]) this.ids?.release(id);
    }
  }

  private async takeSnapshot(): Promise<void> {
    const uid = process.getuid?.() ?? -1;
    this.processSnapshot = new Set((await listProcesses()).filter((p) => p.uid === uid).map((p) => p.pid));
    this.baselineTasks = await taskCount(uid);
    if (this.sandbox.dedicatedUid) {
      this.tmpSnapshot = new Set(WORLD_WRITABLE_DIRS.flatMap(listEntries));
    }
  }

  private async sweepProcesses(): Promise<void> {
    if (this.sandbox.dropPrivileges) {
      // Each runner answered a run only once no descendant of it was left (kill(-1) as the run's
      // uid, which no fork slips past, while any was); a scan of /proc is only needed when a
      // runner did not get to do it.
      if (this.runnerLost) await killUntilGone((p) => this.uids.has(p.uid));
      return;
    }
    const uid = process.getuid?.() ?? -1;
    const dir = this.workspace.dir;
    await killUntilGone(async (p) => p.uid === uid && !this.processSnapshot.has(p.pid) && (this.sandbox.dedicatedUid || (await livesIn(p.pid, dir))));
  }

  private async sweepFiles(): Promise<void> {
    if (this.sandbox.dropPrivileges) {
      await removeEntries((entry) => this.uids.has(ownerOf(entry) ?? -1));
    } else if (this.sandbox.dedicatedUid) {
      const keep = [this.options.scratchRoot, this.options.cacheDir];
      await removeEntries((entry) => !this.tmpSnapshot.has(entry) && !keep.includes(entry));
    }
  }
}
