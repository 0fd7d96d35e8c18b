/**
 * The table stream's consumer for the XP board: a profile (created, country changed, deleted) or a
 * stats item whose XP changed names a user whose entry is synced (board-entry.ts). Records of one
 * user are synced once per batch; a user whose sync fails is reported, so Lambda retries from that
 * record on (ReportBatchItemFailures) and the others are not redone.
 */
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '../data/keys';
import { deleteXpBoardEntry, getXpBoardEntry, replaceXpBoardEntry } from '../data/rank-board';
import { deleteUserStandings } from '../data/standings';
import { getAccountItems } from '../data/user-profiles';
import { logger } from '../shared/logger';
import { syncBoardEntry, type BoardEntryRepository } from './board-entry';
import { entryPoint } from '../shared/entry-point';

const repository: BoardEntryRepository = {
  getAccountItems,
  getXpBoardEntry,
  replaceXpBoardEntry,
  deleteXpBoardEntry: async (userId) => {
    await deleteXpBoardEntry(userId);
    await deleteUserStandings(userId);
  },
};

type Image = Record<string, AttributeValue> | undefined;

const numberOf = (image: Image, name: string) => Number(image?.[name]?.N ?? 0);
const countryOf = (image: Image) => image?.country?.M?.code?.S;

/** The user a record is about and the XP and challenge points it added, or undefined when the board does not care. */
export function boardChangeOf(record: DynamoDBRecord): { userId: string; xpAdded: number; pointsAdded: number } | undefined {
  const pk = record.dynamodb?.Keys?.pk?.S;
  const sk = record.dynamodb?.Keys?.sk?.S;
  const userPrefix = keys.user('');
  if (!pk?.startsWith(userPrefix)) return undefined;
  const userId = pk.slice(userPrefix.length);
  const before = record.dynamodb?.OldImage;
  const after = record.dynamodb?.NewImage;
  if (sk === keys.statsSort()) {
    const xpAdded = numberOf(after, 'xp') - numberOf(before, 'xp');
    const pointsAdded = numberOf(after, 'challengePoints') - numberOf(before, 'challengePoints');
    const changed = xpAdded !== 0 || pointsAdded !== 0 || record.eventName === 'REMOVE';
    return changed ? { userId, xpAdded: Math.max(0, xpAdded), pointsAdded: Math.max(0, pointsAdded) } : undefined;
  }
  if (sk === keys.profileSort()) {
    const none = { userId, xpAdded: 0, pointsAdded: 0 };
    if (record.eventName !== 'MODIFY') return none;
    const deleting = Boolean(after?.deletingAt) !== Boolean(before?.deletingAt);
    return deleting || countryOf(before) !== countryOf(after) ? none : undefined;
  }
  return undefined;
}

async function handle(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  // One sync per user, at the user's first record: later records of the user are covered by it.
  const firstRecord = new Map<string, string>();
  for (const record of event.Records) {
    const change = boardChangeOf(record);
    if (change && !firstRecord.has(change.userId)) firstRecord.set(change.userId, record.dynamodb?.SequenceNumber ?? '');
  }
  const failed: string[] = [];
  await Promise.all(
    [...firstRecord].map(async ([userId, sequence]) => {
      try {
        await syncBoardEntry(repository, userId);
      } catch (error) {
        logger.error('XP board sync failed', { userId, error: error instanceof Error ? error.message : String(error) });
        failed.push(sequence);
      }
    }),
  );
  // Lambda retries from the earliest failed record; later ones are synced again, which is harmless.
  const earliest = failed.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0];
  return { batchItemFailures: earliest ? [{ itemIdentifier: earliest }] : [] };
}

export const handler = entryPoint('stream', handle);
