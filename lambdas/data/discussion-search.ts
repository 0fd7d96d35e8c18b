/**
 * Search without a Scan (docs/decisions/D13): each query word is one Query of its word's partition
 * (title matches sort first), at most `perWord` entries; the caller ranks what they name.
 *
 * Read with the document client itself rather than dynamodb-toolbox: the toolbox formats and checks
 * every item it reads against its entity, which cost 18.6 ms of Lambda CPU per 1,000 word entries
 * against 8.3 ms plain (DynamoDB Local, 2026-11-28), and a search reads up to 1,000 entries of its
 * longest word and 300 of each other. These entries hold four plain attributes, checked below.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';
import { table } from './table';

export interface WordMatch {
  itemId: string;
  inTitle: boolean;
  createdAt: string;
  category: string;
}

const isWordMatch = (item: Record<string, unknown>): item is WordMatch & Record<string, unknown> =>
  typeof item.itemId === 'string' && typeof item.inTitle === 'boolean' && typeof item.createdAt === 'string' && typeof item.category === 'string';

/** The newest entries of each word, title matches first: word → matches. `perWord(i)`: how many entries the i-th word reads. */
export async function findWordMatches(kind: string, words: readonly string[], perWord: (index: number) => number): Promise<Map<string, WordMatch[]>> {
  const answers = await Promise.all(
    words.map(async (word, index) => {
      const { Items = [] } = await table.getDocumentClient().send(
        new QueryCommand({
          TableName: table.getName(),
          KeyConditionExpression: '#pk = :pk',
          ScanIndexForward: false,
          Limit: perWord(index),
          ProjectionExpression: '#itemId, #inTitle, #createdAt, #category',
          ExpressionAttributeNames: {
            '#pk': table.partitionKey.name,
            '#itemId': 'itemId',
            '#inTitle': 'inTitle',
            '#createdAt': 'createdAt',
            '#category': 'category',
          },
          ExpressionAttributeValues: { ':pk': keys.discussionWord(kind, word) },
        }),
      );
      // The projection leaves exactly these four attributes: no copy needed.
      return [word, Items.filter(isWordMatch)] as const;
    }),
  );
  return new Map(answers);
}
