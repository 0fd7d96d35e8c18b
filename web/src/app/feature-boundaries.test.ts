import { describe, expect, it } from 'vitest';

/**
 * Features do not import each other (docs/architecture.md §7): a feature owns its api,
 * components, hooks and lib, and routes in app/ compose features. Read through Vite's own glob, so
 * the check needs no Node APIs in web code.
 */
const sources = import.meta.glob<string>('../features/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const importPattern = /\b(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*['"]([^'"]+)['"]/g;

/** The feature a path of this app belongs to, or null outside features/. */
function featureOf(path: string): string | null {
  return /(?:^|\/)src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

const appDir = 'http://web/src/app/';

/** A glob key (relative to this file) as a path under the web root: '/src/features/...'. */
const pathOf = (file: string) => new URL(file, appDir).pathname;

/** Where an import specifier points, as a path under the web root; an alias (`@/…`) read as src/. */
function resolve(specifier: string, fromPath: string): string {
  if (!specifier.startsWith('.')) return specifier.replace(/^@\//, '/src/');
  return new URL(specifier, new URL(fromPath, 'http://web')).pathname;
}

/** Every import of a feature's file that lands in another feature. */
function crossings(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const path = pathOf(file);
    const own = featureOf(path);
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      const target = featureOf(resolve(specifier, path));
      if (target && target !== own) found.push(`${path} → ${specifier}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it('reads every feature file', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(new Set(Object.keys(sources).map((file) => featureOf(pathOf(file))))).toEqual(
      new Set([
        'account',
        'auth',
        'blog',
        'challenges',
        'checkout',
        'community',
        'feedback',
        'friends',
        'health',
        'home',
        'info',
        'plans',
        'practice',
        'problem',
        'problems',
        'progress',
        'qna',
        'rankings',
        'user-profile',
      ]),
    );
  });

  it('finds a crossing however it is written, and allows app/, lib/, components/ and the contract', () => {
    const example = {
      '../features/auth/components/a.tsx': "import { useMe } from '../../account/api/get-me';",
      '../features/auth/components/b.tsx': "const page = () => import('../../health/components/health-page');",
      '../features/auth/components/c.tsx': "export { x } from '@/features/friends/api/x';",
      '../features/auth/components/d.tsx': [
        "import { Dialog } from '../../../components/ui/dialog';",
        "import { useAuth } from '../../../lib/auth/auth-context';",
        "import { countries } from '../../../../../contract/countries';",
        "import { FormError } from './form-error';",
      ].join('\n'),
    };
    expect(crossings(example)).toEqual([
      '/src/features/auth/components/a.tsx → ../../account/api/get-me',
      '/src/features/auth/components/b.tsx → ../../health/components/health-page',
      '/src/features/auth/components/c.tsx → @/features/friends/api/x',
    ]);
  });

  it('has no feature importing another feature', () => {
    expect(crossings(sources)).toEqual([]);
  });
});
