/**
 * The production web build as a first visit sees it: what `npm run build:web` writes, read back
 * with Vite's manifest so that a test (web/e2e/bundle.test.ts) and the benchmark
 * (bench/practice.ts) measure the same chunks the same way.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const configFile = fileURLToPath(new URL('../web/vite.config.ts', import.meta.url));

/** The problem screen's page and its editor, by source module as the manifest names them. */
export const problemPageModule = 'src/features/problem/components/problem-page.tsx';
export const editorModule = 'src/components/code-editor/monaco/code-editor.tsx';

export interface WebBundle {
  /** Every emitted file by its path under the output folder. */
  files: Map<string, string>;
  manifest: Manifest;
}

/**
 * Builds exactly as `npm run build:web` does into `outDir`. Vitest sets NODE_ENV=test, which Vite
 * would keep and so bundle React's development build: production is forced for the build.
 */
export async function buildWebBundle(outDir: string): Promise<WebBundle> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return readWebBundle(outDir);
}

/** A build already made into `outDir` (with its manifest), read back. */
export async function readWebBundle(outDir: string): Promise<WebBundle> {
  const files = new Map<string, string>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(outDir.length + 1), await readFile(path, 'utf8'));
    }
  }
  return { files, manifest: JSON.parse(files.get('.vite/manifest.json') ?? '{}') as Manifest };
}

/** These chunks and, transitively, every chunk they import statically: what loading them downloads. */
export function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The entry's chunk and everything it imports statically: what the first visit loads. */
export function initialChunks(manifest: Manifest): Set<string> {
  return withStaticImports(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
}

/** What opening the editor downloads beyond the first load and the problem page. */
export function editorChunks(manifest: Manifest): string[] {
  const initial = initialChunks(manifest);
  const page = withStaticImports(manifest, [problemPageModule]);
  return [...withStaticImports(manifest, [editorModule])].filter((key) => !initial.has(key) && !page.has(key));
}

export interface ChunkSize {
  file: string;
  gzip: number;
}

/** Each chunk's file and its gzipped size in bytes. */
export function gzipSizes(bundle: WebBundle, keys: Iterable<string>): ChunkSize[] {
  return [...keys].map((key) => {
    const file = bundle.manifest[key]!.file;
    const text = bundle.files.get(file);
    if (text === undefined) throw new Error(`${file} (${key}) is in the manifest but was not emitted`);
    return { file, gzip: gzipSync(text).length };
  });
}

export const totalBytes = (sizes: readonly ChunkSize[]) => sizes.reduce((sum, s) => sum + s.gzip, 0);
