import { createContext, useContext } from 'react';
import { type RuntimeConfig, runtimeConfigSchema } from '@contract/runtime-config';
import { z } from 'zod';

export type { RuntimeConfig };

export const runtimeConfigPath = '/config.json';

/** Why the app could not start; its message is shown on the start-up error page. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Fetches and validates `/config.json`. CDK writes it at deploy time and the local stack serves
 * its own, so one build runs on every stage.
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn(runtimeConfigPath, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`Could not reach ${runtimeConfigPath}: ${errorText(error)}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`${runtimeConfigPath} answered HTTP ${response.status}.`);
  }
  return parseRuntimeConfig(await readJson(response));
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new RuntimeConfigError(`${runtimeConfigPath} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new RuntimeConfigError(`${runtimeConfigPath} is not JSON.`);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <AppProvider>.');
  return config;
}
