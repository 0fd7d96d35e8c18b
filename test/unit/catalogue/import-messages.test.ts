import { describe, expect, it } from 'vitest';
import { importingMessage, problemCount } from '../../../scripts/catalogue/import-messages';

describe('the importer’s messages', () => {
  it('says "problem" for one and "problems" for any other count', () => {
    expect(importingMessage(1)).toBe('Importing 1 problem…');
    expect(importingMessage(2)).toBe('Importing 2 problems…');
    expect(importingMessage(103)).toBe('Importing 103 problems…');
    expect(problemCount(0)).toBe('0 problems');
  });
});
