import { beforeAll } from 'vitest';
import { resetSolvingPageBetweenTests } from '@web/test/render-solving-page';
import { preloadPages } from '@web/test/preload-pages';

/**
 * The hooks of each problem-page-*.test.tsx file that submits: a clean page between tests (storage,
 * fake sockets, real timers), and the page's module graph compiled once before the first test.
 */
export function problemPageBetweenTests() {
  resetSolvingPageBetweenTests();
  // The page's first visit compiles its module graph: done once here, not inside the first test's wait.
  beforeAll(() => preloadPages('/problem/:id'), 60_000);
}
