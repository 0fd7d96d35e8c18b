/**
 * bench/community.ts's step 4: the counts after the run. For every post voted in the run, a sample
 * of the others and the most voted, the post's `votes` must equal the sum of its vote records (a
 * Query of its partition); the stat cards must still equal the seeded totals; every answer of the
 * run must be a 200 (a 429 means the bench's voters went past the engine's limit).
 *
 * Imports the table's modules: import it (dynamically) after the table's environment is set.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { discussionsApi as api } from '@contract/api/discussions';
import { documentClient } from '../../lambdas/data/clients';
import { readDiscussionStats } from '../../lambdas/data/discussion-stats';
import { keys } from '../../lambdas/data/keys';
import type { PhaseResult } from './closed-loop';
import { callDiscussionRoute } from './discussion-route';

/** The sum of a post's vote records, +1 up and −1 down, read consistently page by page. */
async function sumOfVoteRecords(itemId: string): Promise<number> {
  const client = documentClient();
  let sum = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME!,
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :v)',
        ExpressionAttributeValues: { ':p': keys.discussion(itemId), ':v': keys.discussionVoteSort('') },
        ProjectionExpression: 'direction',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const row of page.Items ?? []) sum += row.direction === 'up' ? 1 : -1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return sum;
}

/** The posts whose `votes` differ from their records, eight Queries at a time. */
async function voteMismatches(postIds: readonly string[]) {
  const mismatches: { itemId: string; votes: number; records: number }[] = [];
  const queue = [...postIds];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let itemId = queue.pop(); itemId !== undefined; itemId = queue.pop()) {
        const [{ Item }, records] = await Promise.all([
          documentClient().send(
            new GetCommand({ TableName: process.env.TABLE_NAME!, Key: { pk: keys.discussion(itemId), sk: keys.discussionItemSort() }, ConsistentRead: true }),
          ),
          sumOfVoteRecords(itemId),
        ]);
        if (Item?.votes !== records) mismatches.push({ itemId, votes: Number(Item?.votes), records });
      }
    }),
  );
  return mismatches;
}

export interface VerificationInput {
  /** The posts to check, and how they were chosen (for the report). */
  toCheck: readonly string[];
  reader: string;
  expectedStats: Record<string, number>;
  seededContributors: number;
  phases: Record<string, PhaseResult>;
  /** Found before the run (the stats and the list's top after seeding). */
  problems: string[];
}

export async function verifyCommunity({ toCheck, reader, expectedStats, seededContributors, phases, problems }: VerificationInput) {
  const started = performance.now();
  const mismatches = await voteMismatches(toCheck);
  const statsAfter = await callDiscussionRoute(api.getCommunityStats, reader);
  const totalsAfter = await readDiscussionStats('community');
  if (JSON.stringify(statsAfter.body) !== JSON.stringify(expectedStats))
    problems.push(`GET /community/stats after the run answered ${JSON.stringify(statsAfter.body)}, expected ${JSON.stringify(expectedStats)}`);
  if (totalsAfter.contributors !== seededContributors)
    problems.push(`the contributors counter is ${totalsAfter.contributors} after the run, seeded ${seededContributors}`);
  for (const m of mismatches.slice(0, 10)) problems.push(`post ${m.itemId}: votes ${m.votes}, its vote records sum to ${m.records}`);
  if (mismatches.length > 10) problems.push(`… and ${mismatches.length - 10} more posts whose count differs from their records`);
  const tooMany = Object.values(phases).reduce((sum, phase) => sum + (phase.statuses['429'] ?? 0), 0);
  if (tooMany > 0) problems.push(`${tooMany} requests answered 429`);
  for (const [name, phase] of Object.entries(phases)) {
    const bad = Object.entries(phase.statuses).filter(([status]) => status !== '200' && status !== '429');
    if (bad.length > 0)
      problems.push(`${name}: answers other than 200: ${bad.map(([s, c]) => `${c} × ${s} (first: ${JSON.stringify(phase.firstFailures[s])})`).join(', ')}`);
  }
  return {
    result: problems.length === 0 ? 'PASS' : 'FAIL',
    checkedPosts: toCheck.length,
    mismatches: mismatches.length,
    seconds: (performance.now() - started) / 1000,
    statsAfter: statsAfter.body,
    contributors: totalsAfter.contributors,
    problems,
  };
}
