import { describe, expect, it } from 'vitest';
import { MAX_INDEXED_WORDS } from '@contract/discussions';
import { queryWordsOf, searchWordsOf, wordsOf } from '../../../../lambdas/discussions/search-words';

describe('search words', () => {
  it('fold accents and case, split on anything but letters and digits, and drop one-letter and common words', () => {
    expect(wordsOf('Résumé tips: the BFS/DFS in C++ and Ünïcode — 2026!')).toEqual(['resume', 'tips', 'bfs', 'dfs', 'unicode', '2026']);
    expect(wordsOf('Ἀθῆναι 東京 naïve')).toEqual(['αθηναι', '東京', 'naive']);
  });

  it('index every title word first, then the content, at most 40 distinct', () => {
    const content = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    const { words, titleWords } = searchWordsOf('Graph coloring', content);
    expect(titleWords).toEqual(['graph', 'coloring']);
    expect(words.slice(0, 3)).toEqual(['graph', 'coloring', 'w0']);
    expect(words).toHaveLength(MAX_INDEXED_WORDS);
  });

  it('search by at most five words, the longest first', () => {
    expect(queryWordsOf('a dp on trees with segment tree lazy propagation')).toEqual(['propagation', 'segment', 'trees', 'tree', 'lazy']);
  });
});
