import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  editorChunks,
  editorModule,
  gzipSizes,
  initialChunks,
  problemPageModule,
  readWebBundle,
  totalBytes,
  withStaticImports,
  type WebBundle,
} from '../../scripts/web-bundle';
import { builtWebApp } from './support/built-app';

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

/** Hosts that serve scripts, styles or fonts to other sites: the app must load nothing from them. */
const cdnHosts =
  /\b(unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|ajax\.googleapis\.com|esm\.sh|cdn\.skypack\.dev)\b/;
/** Values, not field names: Amplify's code names `secretAccessKey`, which is fine. */
const secretValues = [
  /AKIA[0-9A-Z]{16}/, // AWS access key id
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /aws_secret_access_key\s*[=:]\s*['"]?[A-Za-z0-9/+]{40}/i,
  /sk_live_[0-9a-zA-Z]{16,}/, // payment provider secret key
];

describe('the production web build', () => {
  let bundle: WebBundle;
  let files: Map<string, string>;

  // The run's one production build (support/build-web-app-once.ts), as `npm run build:web` makes it.
  beforeAll(async () => {
    bundle = await readWebBundle(await builtWebApp());
    files = bundle.files;
  });

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
    const manifest = () => bundle.manifest;

    /** The modules the route table loads lazily, from its `import('…')` calls, relative to web/ (the build's root, as the manifest names them). */
    async function pageModules(): Promise<string[]> {
      const source = await readFile(routeTableFile, 'utf8');
      return [...source.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
    }

    it(`downloads at most ${INITIAL_JS_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, () => {
      const initial = [...initialChunks(manifest())];
      expect(initial.length).toBeGreaterThan(1); // the entry and at least the vendor chunks
      const sizes = gzipSizes(bundle, initial);
      const total = totalBytes(sizes);
      expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP_BYTES);
    });

    it('loads Monaco only when the problem screen shows its editor, and reports the editor chunk', () => {
      const chunks = manifest();
      const initial = initialChunks(chunks);
      const page = withStaticImports(chunks, [problemPageModule]);
      expect(chunks[editorModule], `${editorModule} is not a chunk of its own`).toMatchObject({ isDynamicEntry: true });
      const editor = editorChunks(chunks);
      expect(editor).toContain(editorModule);
      // Monaco's code (every chunk that reads its MonacoEnvironment) is among those, and nowhere else.
      const editorFiles = new Set(editor.map((key) => chunks[key]!.file));
      const monacoFiles = [...files]
        .filter(([name, text]) => name.endsWith('.js') && !name.includes('.worker-') && text.includes('MonacoEnvironment'))
        .map(([name]) => name);
      expect(monacoFiles.length).toBeGreaterThan(0);
      for (const file of monacoFiles) expect(editorFiles.has(file), `${file} holds Monaco outside the editor's chunk`).toBe(true);
      expect(initial.has(editorModule), 'the editor is in the first load').toBe(false);
      expect(page.has(editorModule), 'the editor loads with the page, before it is shown').toBe(false);
      // The editor's worker is bundled as a file of this origin.
      expect([...files.keys()].filter((name) => /^assets\/editor\.worker-.*\.js$/.test(name))).toHaveLength(1);

      const sizes = gzipSizes(bundle, editor);
      const total = totalBytes(sizes);
      console.info(`editor chunk (gzip): ${(total / 1024).toFixed(1)} KB: ${sizes.map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`).join(', ')}`);
      expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(EDITOR_JS_BUDGET_GZIP_BYTES);
    });

    it('loads every page of the route table as its own chunk, outside the first load', async () => {
      const chunks = manifest();
      const initial = initialChunks(chunks);
      const pages = await pageModules();
      expect(pages.length).toBeGreaterThanOrEqual(9); // sign-in pages, settings and status today
      for (const page of pages) {
        expect(chunks[page], `${page} is not a chunk of its own`).toMatchObject({ isDynamicEntry: true });
        expect(initial.has(page), `${page} is in the first load`).toBe(false);
      }
    });
  });
});
