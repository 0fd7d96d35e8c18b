import { Entity, item, list, map, number, record, string } from 'dynamodb-toolbox';
import { topicGroups } from '@contract/catalogue/topics';
import { difficulties } from '@contract/difficulty';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One shard of the problems list's index (data/problem-index.ts): the list fields of the problems
 * whose id hashes to it, by problem id. Short stored names: a shard must stay far below DynamoDB's
 * 400 KB item limit (test/integration/problems/problem-index.test.ts fills the index at its bound).
 */
export const ProblemIndexShardEntity = new Entity({
  name: 'ProblemIndexShard',
  table,
  schema: item({
    shard: number().key(),
    entries: record(
      string(),
      map({
        title: string().savedAs('t'),
        difficulty: string()
          .enum(...difficulties)
          .savedAs('d'),
        topic: string()
          .enum(...topicGroups)
          .optional()
          .savedAs('g'),
        tags: list(string()).savedAs('k'),
      }),
    ),
  }),
  computeKey: ({ shard }) => ({ pk: keys.problemIndex(), sk: keys.problemIndexShard(shard) }),
  // Every byte counts against the shard's bound; the entity name stays (queries filter on it).
  timestamps: false,
});
