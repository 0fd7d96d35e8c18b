/**
 * Search without a Scan (docs/decisions/D13): each query word is one Query of its word's partition
 * (title matches sort first), at most `perWord` entries; the caller ranks what they name.
 */
import { QueryCommand } from 'dynamodb-toolbox';
import { DiscussionWordEntity } from './entities/discussion-parts';
import { keys } from './keys';
import { table } from './table';

export interface WordMatch {
  itemId: string;
  inTitle: boolean;
  createdAt: string;
  category: string;
}

/** The newest entries of each word, title matches first: word → matches. `perWord(i)`: how many entries the i-th word reads. */
export async function findWordMatches(kind: string, words: readonly string[], perWord: (index: number) => number): Promise<Map<string, WordMatch[]>> {
  const answers = await Promise.all(
    words.map(async (word, index) => {
      const { Items = [] } = await table
        .build(QueryCommand)
        .entities(DiscussionWordEntity)
        .query({ partition: keys.discussionWord(kind, word) })
        .options({ reverse: true, limit: perWord(index), attributes: ['itemId', 'inTitle', 'createdAt', 'category'] })
        .send();
      return [word, Items.map(({ itemId, inTitle, createdAt, category }) => ({ itemId, inTitle, createdAt, category }))] as const;
    }),
  );
  return new Map(answers);
}
