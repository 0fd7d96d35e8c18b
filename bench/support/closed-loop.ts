/**
 * Latency of a route under load: `total` requests from `clients` clients in a closed loop (each
 * client sends its next request when its last was answered), as bench/community.ts measures them.
 * With `thinkMs`, each client first waits a random time of that mean (exponential, like people
 * acting independently) before each request: a pace, where 0 is as fast as answers come.
 */

export interface PhaseResult {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** The first answer of each status other than 200. */
  firstFailures: Record<string, unknown>;
  /** This process's CPU time over the phase's wall time (1 = one core busy throughout): the clients and the handler, not DynamoDB Local. */
  nodeCpu: number;
}

export type Answer = { status: number; body: any };

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const thinkFor = (meanMs: number) => new Promise((resolve) => setTimeout(resolve, -meanMs * Math.log(1 - Math.random())));

export async function closedLoop(total: number, request: (n: number) => Promise<Answer>, clients: number, thinkMs = 0): Promise<PhaseResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const firstFailures: Record<string, unknown> = {};
  let issued = 0;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        if (thinkMs > 0) await thinkFor(thinkMs);
        const n = issued++;
        if (n >= total) return;
        const started = performance.now();
        const { status, body } = await request(n);
        latencies.push(performance.now() - started);
        if (status !== 200) firstFailures[status] ??= body;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = performance.now() - began;
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: total,
    p50Ms: quantile(sorted, 0.5),
    p90Ms: quantile(sorted, 0.9),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    meanMs: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    perSecond: total / (elapsed / 1000),
    statuses,
    firstFailures,
    nodeCpu: (cpu.user + cpu.system) / 1000 / elapsed,
  };
}
