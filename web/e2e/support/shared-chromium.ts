/**
 * The integration project's global setup: one headless Chromium for the run's browser tests. Each
 * file connects to it (./browser.ts) and works in contexts of its own, which share nothing (no
 * cookies, storage or cache); the browser's own start (its process, the GPU and network services)
 * is paid once instead of once per file.
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './browser';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ ...chromiumLaunchOptions(), host: '127.0.0.1' });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
