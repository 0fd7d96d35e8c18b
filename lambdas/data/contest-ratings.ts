/**
 * Contest ratings (entities/challenge.ts ContestRatingEntity): read for a completed challenge's field,
 * and written per contestant with their final place, each write only if the rating is still what was
 * read, so rating a challenge twice (a retried scheduler run) changes nothing the second time.
 */
import {
  BatchGetCommand,
  BatchGetRequest,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  executeBatchGet,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { ChallengeEntryEntity, ContestRatingEntity } from './entities/challenge';
import { keys } from './keys';
import { queryAll, table } from './table';
import type { StoredChallengeEntry } from './challenge-entries';
import { namedTransaction } from './named-transaction';

export type ContestRating = FormattedItem<typeof ContestRatingEntity>;

export async function getContestRating(userId: string): Promise<ContestRating | undefined> {
  const { Item } = await ContestRatingEntity.build(GetItemCommand).key({ userId }).send();
  return Item;
}

/** Every judged entry of a challenge (its standings), best first. */
export async function listChallengeStandings(challengeId: string): Promise<StoredChallengeEntry[]> {
  return queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ChallengeEntryEntity)
      .query({ index: 'gsi2', partition: keys.challengeStandings(challengeId) })
      .options({ reverse: true, ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/** The ratings of many users, 100 to a request. */
export async function getContestRatings(userIds: readonly string[]): Promise<Map<string, ContestRating>> {
  const found = new Map<string, ContestRating>();
  for (let i = 0; i < userIds.length; i += 100) {
    const requests = userIds.slice(i, i + 100).map((userId) => ContestRatingEntity.build(BatchGetRequest).key({ userId }));
    const { Responses } = await executeBatchGet(table.build(BatchGetCommand).requests(...requests));
    for (const rating of (Responses?.[0] ?? []) as (ContestRating | undefined)[]) if (rating) found.set(rating.userId, rating);
  }
  return found;
}

/**
 * The contestant's new rating and their final place on the entry, in one transaction, only if their
 * rating is still the one read (`previousContests`; undefined: none). False when it moved on.
 */
export async function saveContestResult(rating: ContestRating, previousContests: number | undefined, challengeId: string, finalRank: number): Promise<boolean> {
  const cancelled = await namedTransaction([
    {
      name: 'rating',
      item: ContestRatingEntity.build(PutTransaction)
        .item(rating)
        .options({ condition: previousContests === undefined ? { attr: 'userId', exists: false } : { attr: 'contests', eq: previousContests } }),
    },
    {
      name: 'entry',
      item: ChallengeEntryEntity.build(UpdateTransaction)
        .item({ userId: rating.userId, challengeId, finalRank })
        .options({ condition: { attr: 'userId', exists: true } }),
    },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}
