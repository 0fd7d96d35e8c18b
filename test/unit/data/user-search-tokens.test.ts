/** The user search's tokens and query plans (lambdas/data/user-search.ts). */
import { describe, expect, it } from 'vitest';
import { MAX_NAME_TOKENS, nameWords, searchPlanOf, searchTokensOf } from '../../../lambdas/data/user-search';

describe('search tokens', () => {
  it('indexes each word of the name lowercased without accents, and the whole address apart', () => {
    expect(searchTokensOf({ name: 'Zoë  Ångström-Núñez', email: ' Zoe@Example.COM ' })).toEqual({
      words: ['zoe', 'angstrom', 'nunez'],
      tokens: ['zoe', 'angstrom', 'nunez', '@zoe@example.com'],
    });
    expect(nameWords("O'Brien o'brien")).toEqual(['o', 'brien']);
    expect(nameWords('a@b.c')).toEqual(['a', 'b', 'c']);
    expect(nameWords('w1 w2 w3 w4 w5 w6 w7 w8 w9 w10')).toHaveLength(MAX_NAME_TOKENS);
    expect(searchTokensOf({ name: '!!!' })).toEqual({ words: [], tokens: [] });
  });

  it('plans a name search on the longest word and an e-mail search on the whole address', () => {
    expect(searchPlanOf('Ana LIMA')).toEqual({ kind: 'name', main: 'lima', others: ['ana'] });
    expect(searchPlanOf('ZOË')).toEqual({ kind: 'name', main: 'zoe', others: [] });
    expect(searchPlanOf(' Ana@Example.com ')).toEqual({ kind: 'email', token: '@ana@example.com' });
    expect(searchPlanOf('a b')).toEqual({ kind: 'none' });
  });
});
