import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SOURCE_BYTES } from '@contract/judge';
import { draftKey, readDraft, readLastLanguage, writeDraft } from './local-draft';

const scope = { userId: 'u1', problemId: 'p1' };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('local draft', () => {
  it('reads back what it wrote, with the time of the edit', () => {
    expect(writeDraft(scope, 'python', 'print(1)', new Date('2025-03-01T10:00:00Z'))).toBe(true);
    expect(readDraft(scope, 'python')).toEqual({ code: 'print(1)', savedAt: '2025-03-01T10:00:00.000Z' });
    expect(readDraft(scope, 'cpp')).toBeNull();
  });

  it('never lets one scope read another through a separator in an id', () => {
    // Unencoded, both would be 'codearena:draft:v1:a:b:c:cpp'.
    expect(draftKey({ userId: 'a:b', problemId: 'c' }, 'cpp')).not.toBe(draftKey({ userId: 'a', problemId: 'b:c' }, 'cpp'));
    writeDraft({ userId: 'a:b', problemId: 'c' }, 'cpp', 'secret');
    expect(readDraft({ userId: 'a', problemId: 'b:c' }, 'cpp')).toBeNull();
  });

  it('keeps nothing the judge would refuse as too large', () => {
    expect(writeDraft(scope, 'cpp', 'x'.repeat(MAX_SOURCE_BYTES + 1))).toBe(false);
    expect(readDraft(scope, 'cpp')).toBeNull();
    localStorage.setItem(draftKey(scope, 'cpp'), JSON.stringify({ code: 'x'.repeat(MAX_SOURCE_BYTES + 1), savedAt: 'now' }));
    expect(readDraft(scope, 'cpp')).toBeNull();
  });

  it('treats a malformed record as no draft', () => {
    for (const raw of ['not json', 'null', '"text"', '{"code":"x"}', '{"code":1,"savedAt":"t"}']) {
      localStorage.setItem(draftKey(scope, 'java'), raw);
      expect(readDraft(scope, 'java'), raw).toBeNull();
    }
  });

  it('reports a full storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(scope, 'cpp', 'code')).toBe(false);
  });

  it('remembers only a judge language as the last one chosen', () => {
    localStorage.setItem('codearena:draft:v1:u1:p1:language', 'ruby');
    expect(readLastLanguage(scope)).toBeNull();
    localStorage.setItem('codearena:draft:v1:u1:p1:language', 'java');
    expect(readLastLanguage(scope)).toBe('java');
  });
});
