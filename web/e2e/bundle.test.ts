import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const routeTableFile = fileURLToPath(new URL('../src/app/route-table.ts', import.meta.url));

/**
 * What a first visit may download, gzipped: the entry chunk and everything it imports statically.
 * Pages, and with them the editor and chart libraries they will bring, load on demand and do not
 * count. Raise it only with a reason: every visitor pays it on every cold start.
 */
const INITIAL_JS_BUDGET_GZIP_BYTES = 250 * 1024;

/**
 * The problem screen's editor (Monaco, bundled with only the four judge languages' syntax and no
 * language workers), loaded when the screen shows it. A budget, so bringing in all of Monaco's
 * languages or the TypeScript worker by accident fails here.
 */
const EDITOR_JS_BUDGET_GZIP_BYTES = 1024 * 1024;
const editorModule = 'src/features/practice/monaco/code-editor.tsx';
const problemPageModule = 'src/features/practice/components/problem-page.tsx';

/** Hosts that serve scripts, styles or fonts to other sites: the app must load nothing from them. */
const cdnHosts = /\b(unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|ajax\.googleapis\.com|esm\.sh|cdn\.skypack\.dev)\b/;
/** Values, not field names: Amplify's code names `secretAccessKey`, which is fine. */
const secretValues = [
  /AKIA[0-9A-Z]{16}/, // AWS access key id
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /aws_secret_access_key\s*[=:]\s*['"]?[A-Za-z0-9/+]{40}/i,
  /sk_live_[0-9a-zA-Z]{16,}/, // payment provider secret key
];

describe('the production web build', () => {
  let outDir = '';
  const files = new Map<string, string>();

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'codearena-web-build-'));
    // Vitest sets NODE_ENV=test, which Vite would keep, bundling React's development build: build
    // exactly as `npm run build:web` does. The manifest maps each source module to its chunk and the
    // chunk's static and dynamic imports.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const path = join(entry.parentPath, entry.name);
        files.set(path.slice(outDir.length + 1), await readFile(path, 'utf8'));
      }
    }
  });

  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('emits the page, its scripts and styles, and no config.json (that comes from the stage)', () => {
    const names = [...files.keys()];
    expect(names).toContain('index.html');
    expect(names.some((n) => /^assets\/index-.*\.js$/.test(n))).toBe(true);
    expect(names.some((n) => /^assets\/.*\.css$/.test(n))).toBe(true);
    expect(names).not.toContain('config.json');
  });

  it('loads every script, style and icon from its own origin', () => {
    const html = files.get('index.html') ?? '';
    const references = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference, reference).toMatch(/^\/(?!\/)/);
    for (const [name, text] of files) {
      if (name.endsWith('.css')) expect(text, name).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
      expect(text, name).not.toMatch(cdnHosts);
    }
  });

  it('holds no secret values', () => {
    for (const [name, text] of files) {
      for (const pattern of secretValues) expect(text, `${name} matches ${pattern}`).not.toMatch(pattern);
    }
  });

  describe('first load', () => {
    const manifest = (): Manifest => JSON.parse(files.get('.vite/manifest.json') ?? '{}') as Manifest;

    /** These chunks and, transitively, every chunk they import statically: what loading them downloads. */
    function withStaticImports(keys: readonly string[]): Set<string> {
      const chunks = manifest();
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        for (const imported of chunks[key]?.imports ?? []) visit(imported);
      };
      keys.forEach(visit);
      return seen;
    }

    /** The entry's chunk and everything it imports statically: what the first visit loads. */
    function initialChunks(): Set<string> {
      const chunks = manifest();
      return withStaticImports(Object.keys(chunks).filter((key) => chunks[key]?.isEntry));
    }

    const gzipSize = (file: string) => gzipSync(files.get(file) ?? '').length;

    /** The modules the route table loads lazily, from its `import('…')` calls, relative to web/ (the build's root, as the manifest names them). */
    async function pageModules(): Promise<string[]> {
      const source = await readFile(routeTableFile, 'utf8');
      return [...source.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
    }

    it(`downloads at most ${INITIAL_JS_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, () => {
      const chunks = manifest();
      const initial = [...initialChunks()];
      expect(initial.length).toBeGreaterThan(1); // the entry and at least the vendor chunks
      const sizes = initial.map((key) => {
        const file = chunks[key]!.file;
        const text = files.get(file);
        expect(text, file).toBeDefined();
        return { file, gzip: gzipSync(text!).length };
      });
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP_BYTES);
    });

    it('loads Monaco only when the problem screen shows its editor, and reports the editor chunk', () => {
      const chunks = manifest();
      const initial = initialChunks();
      const page = withStaticImports([problemPageModule]);
      expect(chunks[editorModule], `${editorModule} is not a chunk of its own`).toMatchObject({ isDynamicEntry: true });
      // What opening the editor downloads beyond the first load and the page.
      const editor = [...withStaticImports([editorModule])].filter((key) => !initial.has(key) && !page.has(key));
      expect(editor).toContain(editorModule);
      // Monaco's code (every chunk that reads its MonacoEnvironment) is among those, and nowhere else.
      const editorFiles = new Set(editor.map((key) => chunks[key]!.file));
      const monacoFiles = [...files].filter(([name, text]) => name.endsWith('.js') && !name.includes('.worker-') && text.includes('MonacoEnvironment')).map(([name]) => name);
      expect(monacoFiles.length).toBeGreaterThan(0);
      for (const file of monacoFiles) expect(editorFiles.has(file), `${file} holds Monaco outside the editor's chunk`).toBe(true);
      expect(initial.has(editorModule), 'the editor is in the first load').toBe(false);
      expect(page.has(editorModule), 'the editor loads with the page, before it is shown').toBe(false);
      // The editor's worker is bundled as a file of this origin.
      expect([...files.keys()].filter((name) => /^assets\/editor\.worker-.*\.js$/.test(name))).toHaveLength(1);

      const sizes = editor.map((key) => ({ file: chunks[key]!.file, gzip: gzipSize(chunks[key]!.file) }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      console.info(`editor chunk (gzip): ${(total / 1024).toFixed(1)} KB: ${sizes.map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`).join(', ')}`);
      expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(EDITOR_JS_BUDGET_GZIP_BYTES);
    });

    it('loads every page of the route table as its own chunk, outside the first load', async () => {
      const chunks = manifest();
      const initial = initialChunks();
      const pages = await pageModules();
      expect(pages.length).toBeGreaterThanOrEqual(9); // sign-in pages, settings and status today
      for (const page of pages) {
        expect(chunks[page], `${page} is not a chunk of its own`).toMatchObject({ isDynamicEntry: true });
        expect(initial.has(page), `${page} is in the first load`).toBe(false);
      }
    });
  });
});
