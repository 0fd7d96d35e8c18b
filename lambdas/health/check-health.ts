import type { HealthComponent, HealthResponse } from '@contract/health';

/** A probe resolves (optionally with a detail) when its component answers, and throws when it does not. */
export type HealthProbe = () => Promise<string | void>;

const PROBE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runProbe(probe: HealthProbe, timeoutMs: number) {
  const started = performance.now();
  try {
    const detail = await withTimeout(probe(), timeoutMs);
    return { status: 'up' as const, ...(detail ? { detail } : {}), latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down' as const, detail: (error as Error).message || (error as Error).name, latencyMs: Math.round(performance.now() - started) };
  }
}

/** Probes every component at once; the whole is up only when every part is. */
export async function checkHealth(
  probes: Record<HealthComponent, HealthProbe>,
  { timeoutMs = PROBE_TIMEOUT_MS, now = () => new Date() } = {},
): Promise<HealthResponse> {
  const entries = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await runProbe(probe, timeoutMs)] as const));
  const components = Object.fromEntries(entries) as HealthResponse['components'];
  const status = entries.every(([, c]) => c.status === 'up') ? 'up' : 'down';
  return { status, components, checkedAt: now().toISOString() };
}
