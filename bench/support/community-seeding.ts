/**
 * bench/community.ts's step 1: its synthetic community written to the table (support/community-items.ts
 * builds every item), BatchWriteItems `writers` at a time, with progress lines; what was written,
 * counted, for the checks and the report.
 *
 * Imports the table's modules: import it (dynamically) after the table's environment is set.
 */
import { loadavg } from 'node:os';
import { seeded } from '../../local/seed/challenges';
import { writeInBatches } from './batch-writer';
import { type CommunityShape, participationRequest, profileRequest, SeededStats, syntheticPosts, userIdOf } from './community-items';

export interface SeededCommunity {
  stats: SeededStats;
  /** Every post's id, in the order written; `seededVotes` holds each one's votes at the same index. */
  postIds: string[];
  seededVotes: number[];
  counts: {
    posts: number;
    voteRecords: number;
    votesSum: number;
    mostVotes: number;
    users: number;
    authors: number;
    wordEntries: number;
    wordsPerPost: number;
    snippets: number;
    tutorials: number;
    items: number;
  };
  seeding: { seconds: number; items: number; itemsPerSecond: number; writers: number; loadBefore: number[]; loadAfter: number[] };
}

export async function seedCommunity(shape: CommunityShape, now: Date, writers: number): Promise<SeededCommunity> {
  const stats = new SeededStats();
  const postIds: string[] = [];
  const seededVotes: number[] = [];
  let wordEntries = 0;
  let voteRecords = 0;
  let written = 0;
  const loadBefore = loadavg();
  const writeStarted = performance.now();
  const step = Math.max(1, Math.floor(shape.posts / 10));
  const seconds = () => ((performance.now() - writeStarted) / 1000).toFixed(0);
  function* requests() {
    const random = seeded(31);
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < shape.users; n++) {
      const userId = userIdOf(n);
      const lastDay = day(1 + Math.floor(random() * 20));
      stats.addParticipant(userId, lastDay);
      yield profileRequest(userId, '2025-01-01T00:00:00.000Z');
      yield participationRequest(userId, lastDay, '2025-01-02T00:00:00.000Z');
    }
    let done = 0;
    for (const post of syntheticPosts(shape, now)) {
      if (done > 0 && done % step === 0)
        console.log(
          `  … ${done.toLocaleString()} posts (${Math.round((100 * done) / shape.posts)} %), ${written.toLocaleString()} items written, ${seconds()} s, ${Math.round(written / Math.max(1, Number(seconds())))} items/s`,
        );
      done++;
      stats.addPost(post.item);
      postIds.push(post.item.itemId);
      seededVotes.push(post.item.votes);
      wordEntries += post.item.words.length;
      voteRecords += post.spec.votes.length;
      yield* post.requests;
    }
    yield* stats.requests();
  }
  await writeInBatches(requests(), writers, (count) => (written += count));
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  return {
    stats,
    postIds,
    seededVotes,
    counts: {
      posts: postIds.length,
      voteRecords,
      votesSum: seededVotes.reduce((s, v) => s + v, 0),
      mostVotes: Math.max(...seededVotes),
      users: shape.users,
      authors: shape.authors,
      wordEntries,
      wordsPerPost: wordEntries / postIds.length,
      snippets: stats.totals.snippets,
      tutorials: stats.totals.tutorials,
      items: written,
    },
    seeding: { seconds: writeSeconds, items: written, itemsPerSecond: Math.round(written / writeSeconds), writers, loadBefore, loadAfter: loadavg() },
  };
}
