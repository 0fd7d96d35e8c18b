import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judgeHash, matchingProof, packageHash, readProofs, recordProofs, toolchainsHash, type ProofKey } from '../../../scripts/catalogue/proof-cache';
import type { ProblemReport } from '../../../scripts/catalogue/problem-report';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'codearena-proof-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

const key: ProofKey = { package: 'p1', judge: 'j1', toolchains: 't1' };
const passing = (slug: string): ProblemReport => ({
  slug,
  slowestMs: { cpp: 12, python: 80 },
  timeLimit: { ok: true, requiredSeconds: 0.2, derivedSeconds: 1, declaredSeconds: 1 },
  failures: [],
  seconds: 4.21,
});

describe('the key of a proof', () => {
  it('changes with any file of the package: its content, a new file, a renamed one', async () => {
    await put('pkg/problem.yaml', 'name: A\n');
    await put('pkg/data/secret/01.in', '1 2\n');
    const before = await packageHash(path.join(dir, 'pkg'));
    expect(await packageHash(path.join(dir, 'pkg'))).toBe(before);

    await put('pkg/data/secret/01.in', '1 3\n');
    const edited = await packageHash(path.join(dir, 'pkg'));
    expect(edited).not.toBe(before);

    await put('pkg/data/secret/02.in', '');
    const added = await packageHash(path.join(dir, 'pkg'));
    expect(added).not.toBe(edited);

    await rm(path.join(dir, 'pkg/data/secret/02.in'));
    await put('pkg/data/secret/03.in', '');
    expect(await packageHash(path.join(dir, 'pkg'))).not.toBe(added);
  });

  it('changes with the judge: any file of the folders and files it names', async () => {
    await put('core/judge.ts', 'export const a = 1;\n');
    await put('runner.c', 'int main(){}\n');
    const sources = ['core', 'runner.c'];
    const before = await judgeHash(dir, sources);
    await put('core/deep/sandbox.ts', 'x');
    const added = await judgeHash(dir, sources);
    expect(added).not.toBe(before);
    await put('runner.c', 'int main(){return 1;}\n');
    expect(await judgeHash(dir, sources)).not.toBe(added);
  });

  it('changes with any toolchain version, whatever the order they were probed in', () => {
    const versions = { gxx: 'g++ (Debian 12.2.0-14) 12.2.0', python3: 'Python 3.11.2', node: 'v22.23.3' };
    expect(toolchainsHash({ node: 'v22.23.3', python3: 'Python 3.11.2', gxx: 'g++ (Debian 12.2.0-14) 12.2.0' })).toBe(toolchainsHash(versions));
    expect(toolchainsHash({ ...versions, python3: 'Python 3.11.9' })).not.toBe(toolchainsHash(versions));
  });

  it('matches a record only when the package, the judge and the toolchains all match', async () => {
    const file = path.join(dir, 'proofs.json');
    await recordProofs(file, { gxx: 'g++ 12' }, [{ key, report: passing('a-plus-b') }]);
    const proofs = await readProofs(file);
    expect(matchingProof(proofs, 'a-plus-b', key)?.slowestMs).toEqual({ cpp: 12, python: 80 });
    expect(matchingProof(proofs, 'a-plus-b', { ...key, package: 'p2' })).toBeUndefined();
    expect(matchingProof(proofs, 'a-plus-b', { ...key, judge: 'j2' })).toBeUndefined();
    expect(matchingProof(proofs, 'a-plus-b', { ...key, toolchains: 't2' })).toBeUndefined();
    expect(matchingProof(proofs, 'other', key)).toBeUndefined();
  });
});

describe('recording proofs', () => {
  it('records passing proofs only, keeps the records of other packages, sorted by name', async () => {
    const file = path.join(dir, 'proofs.json');
    await recordProofs(file, { gxx: 'g++ 12' }, [{ key, report: passing('zigzag') }]);
    const failing = { ...passing('broken'), failures: [{ problem: 'broken', file: 'broken/problem.yaml', message: 'x' }] };
    const reused = { ...passing('reused'), fromProof: '2026-11-01' };
    await recordProofs(file, { gxx: 'g++ 13' }, [
      { key, report: passing('anagram') },
      { key, report: failing },
      { key, report: reused },
    ]);
    const written = await readProofs(file);
    expect(Object.keys(written.proofs)).toEqual(['anagram', 'zigzag']);
    expect(written.toolchains).toEqual({ gxx: 'g++ 13' });
    expect(written.proofs.anagram).toMatchObject({ ...key, seconds: 4.2, provenOn: new Date().toISOString().slice(0, 10) });
  });

  it('reads a missing or unreadable file as no records (everything is proven)', async () => {
    expect(await readProofs(path.join(dir, 'none.json'))).toEqual({ toolchains: {}, proofs: {} });
    await writeFile(path.join(dir, 'bad.json'), '{ half');
    expect(await readProofs(path.join(dir, 'bad.json'))).toEqual({ toolchains: {}, proofs: {} });
  });

  it('writes nothing when nothing new passed', async () => {
    const file = path.join(dir, 'proofs.json');
    await recordProofs(file, {}, [{ key, report: { ...passing('x'), fromProof: '2026-11-01' } }]);
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  });
});
