import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of a process from /proc/<pid>/stat (the comm field may hold spaces and parens). */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(afterComm[1]);
  } catch {
    return undefined; // it exited while we looked
  }
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** Every live descendant of `root` (children, grandchildren…), not including root. Linux only. */
export function descendantPids(root: number = process.pid): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const pid of allPids()) {
    const ppid = parentPid(pid);
    if (ppid === undefined) continue;
    childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [...(childrenOf.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(childrenOf.get(pid) ?? []));
  }
  return found;
}

/** Resident memory of one process in kB (VmRSS), 0 if it is gone or a kernel thread. */
export function residentKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in kB. */
export function treeResidentKb(root: number = process.pid): { totalKb: number; processes: number } {
  const pids = [root, ...descendantPids(root)];
  return { totalKb: pids.reduce((sum, pid) => sum + residentKb(pid), 0), processes: pids.length };
}

/** The command line of a process, for messages about what was left running. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
