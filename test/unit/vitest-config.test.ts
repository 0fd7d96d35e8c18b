import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitFilesThatReloadModules, webFilesThatReplaceModules } from '../../vitest.config';
import { mockedClients } from './support/between-files';

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the web test projects', () => {
  it('run every file that replaces a module (vi.mock) in its own registry, and only those', () => {
    const mocking = testFiles('web/src').filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.sort()).toEqual([...webFilesThatReplaceModules].sort());
  });
});

describe('the unit test projects', () => {
  const unitFiles = () => [...testFiles('test/unit'), ...testFiles('test/local')];
  const text = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('give a registry of its own to every file that reloads modules or sets the environment handlers read when loaded, and only those', () => {
    const reloading = unitFiles().filter((file) => /\bvi\.(mock|doMock|resetModules|stubEnv)\(|process\.env(\.[A-Z_]+|\[[^\]]+\]) ?=[^=]/.test(text(file)));
    expect(reloading.sort()).toEqual([...unitFilesThatReloadModules].sort());
  });

  it('put back the real send of every SDK client a shared-registry file mocks', () => {
    const mocked = new Set(unitFiles().flatMap((file) => [...text(file).matchAll(/mockClient\((\w+)\)/g)].map((m) => m[1]!)));
    expect(mocked.size).toBeGreaterThan(0);
    for (const client of mocked) expect(Object.keys(mockedClients), client).toContain(client);
  });
});
