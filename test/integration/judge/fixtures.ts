import { readdirSync, readFileSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeLanguages, verdicts, type JudgeLanguage, type Verdict } from '@contract/judge';
import { isSandboxId } from '../../../lambdas/judge/core/ids';
import { listProcesses, livesIn } from '../../../lambdas/judge/core/sweep';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/judge', import.meta.url));
export const extensions: Record<JudgeLanguage, string> = { cpp: 'cpp', python: 'py', java: 'java', javascript: 'js' };

export interface Fixture {
  language: JudgeLanguage;
  name: string;
  source: string;
  /** From the program's first line, `expect: <verdict>`: its verdict in a fully sealed run. */
  expect: Verdict;
  /**
   * `expect: MLE or TLE`: a program that races two limits may meet either first, depending on how
   * loaded the machine is; both are the sandbox holding.
   */
  orElse?: Verdict;
}

export function loadFixtures(folder: string): Fixture[] {
  return judgeLanguages.flatMap((language) =>
    readdirSync(path.join(FIXTURES, folder, language))
      .filter((file) => file.endsWith(`.${extensions[language]}`))
      .sort()
      .map((file) => {
        const source = readFileSync(path.join(FIXTURES, folder, language, file), 'utf8');
        const [, expect, orElse] = (/expect: (\w+)(?: or (\w+))?/.exec(source) ?? []) as (Verdict | undefined)[];
        if (!expect || !verdicts.includes(expect)) throw new Error(`${folder}/${language}/${file}: no "expect: <verdict>" line`);
        if (orElse && !verdicts.includes(orElse)) throw new Error(`${folder}/${language}/${file}: "or ${orElse}" is no verdict`);
        return { language, name: file.replace(/\.\w+$/, ''), source, expect, ...(orElse && { orElse }) };
      }),
  );
}

export function fixtureSource(folder: string, language: JudgeLanguage, name: string): string {
  return readFileSync(path.join(FIXTURES, folder, language, `${name}.${extensions[language]}`), 'utf8');
}

export async function makeScratchRoot(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'codearena-judge-test-'));
}

/** How long a killed program's processes get to finish dying once the judge has answered. */
const KILLED_PROCESSES_GRACE_MS = 2_000;

async function lingering(scratchRoot: string): Promise<number[]> {
  const processes: number[] = [];
  for (const p of await listProcesses()) {
    if (p.pid === process.pid) continue;
    if ((isSandboxId(p.uid) || (await livesIn(p.pid, scratchRoot))) && (await isRunning(p.pid))) processes.push(p.pid);
  }
  return processes;
}

/**
 * What a submission may have left behind: processes (sandbox uids, or living in the scratch root) and
 * files. The judge answers once it has killed the program's processes; on a loaded machine the
 * kernel may take a moment to finish them (and init to reap them: a zombie is dead), so processes
 * count as left behind only if they are still alive after a short grace. An escaped one stays.
 */
export async function leftovers(scratchRoot: string): Promise<{ processes: number[]; files: string[] }> {
  let processes = await lingering(scratchRoot);
  for (const until = Date.now() + KILLED_PROCESSES_GRACE_MS; processes.length > 0 && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    processes = await lingering(scratchRoot);
  }
  const files = (await fs.readdir(scratchRoot, { recursive: true })).filter((f) => f !== '.ids');
  return { processes, files };
}

/** A process still alive that is not a zombie waiting for its parent. */
export async function isRunning(pid: number): Promise<boolean> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return status !== '' && !/^State:\s+Z/m.test(status);
}
