import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webFilesThatReplaceModules } from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');

function webTestFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return webTestFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the web test projects', () => {
  it('run every file that replaces a module (vi.mock) in its own registry, and only those', () => {
    const mocking = webTestFiles('web/src').filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.sort()).toEqual([...webFilesThatReplaceModules].sort());
  });
});
