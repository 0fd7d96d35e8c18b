import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

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
    await build({ configFile, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
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
});
