/**
 * `npm run bench:community [posts] [votes] [--requests N]`: the discussion engine's community at
 * scale on DynamoDB Local (docs/decisions/D13).
 *
 * 1. Starts its own in-memory DynamoDB Local with the app's table (created without its stream while
 *    the items go in, as bench/leaderboard.ts does; see its header for what made writes fast) and
 *    writes `posts` (default 100,000) community posts and `votes` (default ten a post: 1,000,000)
 *    vote records, as the engine stores them (support/community-items.ts): each post's item with
 *    its list keys and search words, one search-index entry per indexed word, and its voters' vote
 *    records, the post's `votes` their sum. Posts are spread over the last year and the six
 *    categories; titles and contents are drawn from a small programming vocabulary by rank (so a
 *    search has common words and rarer ones), one post in fifty naming a rare term; one in five or
 *    so has a code snippet; votes per post are heavy-tailed (a few posts have thousands). The users
 *    (a fifth as many as posts, at least 2,000) have profiles (the authors, a few thousand of them,
 *    for the author cards) and community participation markers (last active 1–20 days ago); the
 *    kind's stat shards and day counts hold the seeded totals. Before that, a few posts go through
 *    the real create and vote routes and their stored items must equal the bench's
 *    (support/community-route-check.ts).
 * 2. Checks GET /community/stats and the top of the list against what was seeded.
 * 3. Measures, with 32 clients in a closed loop (each sends its next request when its last was
 *    answered) calling the real route handler (lambdas/discussions/handler.ts) as API Gateway would
 *    (support/discussion-route.ts), one phase after the other: list pages (GET /community/posts,
 *    all and each category in turn, one in four a second page by its cursor), searches (`?q=` with
 *    one to three words, common and rare, one in four within a category) and votes
 *    (PUT /community/posts/{id}/vote, a random voter on a random post, up or down). Voters are drawn
 *    from all the users and never vote 50 times in one minute (the engine allows 60): 429s are
 *    counted and should be none.
 * 4. Verifies: for every post voted in the run, a random sample of the others and the most voted,
 *    the post's `votes` equals the sum of its vote records (a Query of its partition); the stat cards
 *    equal the seeded totals (the votes moved the voters' active days, not the count of them).
 *
 * Prints the table with the targets (list p99 ≤ 150 ms, search p99 ≤ 300 ms, vote p99 ≤ 100 ms),
 * PASS or FAIL for the counts (exit code 1 on FAIL), and writes bench/results/community.json.
 *
 * The 32 clients and the handler share this process's event loop (one Lambda process serving 32
 * requests at once, where AWS would run 32): the handler's own CPU work (zod, marshalling) queues
 * behind the other requests', as it would not on Lambda. DynamoDB Local shares the two cores.
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { communityCategories, type VoteDirection } from '@contract/discussions';
import { createTableInput, ensureTable, localDynamoDbClient, startDynamoDbLocal, THROUGHPUT_JVM_FLAGS } from '../local/dynamodb';
import { findFreePorts } from '../local/ports';
import { seeded } from '../local/seed/challenges';
import type { PostSpec } from './support/community-items';

const RESULTS = fileURLToPath(new URL('./results/community.json', import.meta.url));
const TABLE = 'codearena-bench-community';
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const numbers = args.filter((arg, i) => /^\d+$/.test(arg) && args[i - 1] !== '--requests').map(Number);
const posts = numbers[0] ?? 100_000;
const votes = numbers[1] ?? posts * 10;
/** Timed requests of each kind. */
const REQUESTS = Number(option('--requests') ?? 2_000);
const WARMUP = 96;
/** Requests of each kind from one client alone, after the run (each request's own time). */
const SEQUENTIAL = 200;
const CLIENTS = 32;
/** BatchWriteItems in flight (bench/leaderboard.ts's header). */
const WRITERS = 8;
/** Votes one voter may cast in one UTC minute here (the engine's limit is DISCUSSION_RATES.votesPerMinute, 60). */
const VOTER_MINUTE_CAP = 50;
const targets = { listP99Ms: 150, searchP99Ms: 300, voteP99Ms: 100 };

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

interface PhaseResult {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** The first answer of each status other than 200. */
  firstFailures: Record<string, unknown>;
  /** This process's CPU time over the phase's wall time (1 = one core busy throughout): the clients and the handler, not DynamoDB Local. */
  nodeCpu: number;
}

type Answer = { status: number; body: any };

/** `total` requests over `clients` clients in a closed loop: each client sends its next when its last is answered. */
async function closedLoop(total: number, request: (n: number) => Promise<Answer>, clients = CLIENTS): Promise<PhaseResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const firstFailures: Record<string, unknown> = {};
  let issued = 0;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let n = issued++; n < total; n = issued++) {
        const started = performance.now();
        const { status, body } = await request(n);
        latencies.push(performance.now() - started);
        if (status !== 200) firstFailures[status] ??= body;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = performance.now() - began;
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: total,
    p50Ms: quantile(sorted, 0.5),
    p90Ms: quantile(sorted, 0.9),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    meanMs: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    perSecond: total / (elapsed / 1000),
    statuses,
    firstFailures,
    nodeCpu: (cpu.user + cpu.system) / 1000 / elapsed,
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-community-'));
  let died = false;
  const dynamo = await startDynamoDbLocal({
    port: (await findFreePorts(1))[0]!,
    dataDir,
    inMemory: true,
    jvmFlags: THROUGHPUT_JVM_FLAGS,
    // Restarted in memory, it comes back empty: the run is then void (checked before the results are written).
    log: (line) => {
      died = true;
      console.warn(line);
    },
  });
  let failed = false;
  try {
    // Without its stream while the items go in; ensureTable turns it on after (bench/leaderboard.ts).
    const { StreamSpecification: _stream, ...withoutStream } = createTableInput(TABLE);
    const admin = localDynamoDbClient(dynamo.endpoint);
    await admin.send(new CreateTableCommand(withoutStream));
    admin.destroy();
    Object.assign(process.env, {
      TABLE_NAME: TABLE,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { discussionsApi: api } = await import('@contract/api/discussions');
    const { documentClient } = await import('../lambdas/data/clients');
    const { keys } = await import('../lambdas/data/keys');
    const { readDiscussionStats } = await import('../lambdas/data/discussion-stats');
    const items = await import('./support/community-items');
    const { checkAgainstRoutes } = await import('./support/community-route-check');
    const { callDiscussionRoute } = await import('./support/discussion-route');

    const now = new Date();
    const shape = {
      posts,
      votes,
      users: Math.max(2_000, Math.round(posts / 5)),
      authors: Math.min(3_000, Math.max(50, Math.round(posts / 33))),
    };

    // A few posts through the real routes first: one of each category, with up to four of their votes.
    const checkedSpecs: PostSpec[] = [];
    for (const { spec } of items.syntheticPosts({ ...shape, posts: 200 }, now, 7)) {
      if (checkedSpecs.some((s) => s.category === spec.category) && !(spec.codeSnippet && !checkedSpecs.some((s) => s.codeSnippet))) continue;
      checkedSpecs.push({ ...spec, votes: spec.votes.slice(0, 4) });
      if (checkedSpecs.length >= 7) break;
    }
    const routeCheck = await checkAgainstRoutes(checkedSpecs);
    console.log(
      `the routes write the bench's items (${routeCheck.posts} posts, ${routeCheck.votes} votes, ${routeCheck.items} items compared); writing ${posts.toLocaleString()} posts, ${votes.toLocaleString()} votes, ${shape.users.toLocaleString()} users (${shape.authors.toLocaleString()} authors)…`,
    );

    // ---- Seeding ----
    const stats = new items.SeededStats();
    const postIds: string[] = [];
    const seededVotes: number[] = [];
    let wordEntries = 0;
    let voteRecords = 0;
    let written = 0;
    const loadBeforeSeeding = loadavg();
    const writeStarted = performance.now();
    const step = Math.max(1, Math.floor(posts / 10));
    const seconds = () => ((performance.now() - writeStarted) / 1000).toFixed(0);
    function* requests() {
      const random = seeded(31);
      const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      for (let n = 0; n < shape.users; n++) {
        const userId = items.userIdOf(n);
        const lastDay = day(1 + Math.floor(random() * 20));
        stats.addParticipant(userId, lastDay);
        yield items.profileRequest(userId, '2025-01-01T00:00:00.000Z');
        yield items.participationRequest(userId, lastDay, '2025-01-02T00:00:00.000Z');
      }
      let done = 0;
      for (const post of items.syntheticPosts(shape, now)) {
        if (done > 0 && done % step === 0)
          console.log(
            `  … ${done.toLocaleString()} posts (${Math.round((100 * done) / posts)} %), ${written.toLocaleString()} items written, ${seconds()} s, ${Math.round(written / Math.max(1, Number(seconds())))} items/s`,
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
    const { writeInBatches } = await import('./support/batch-writer');
    await writeInBatches(requests(), WRITERS, (count) => (written += count));
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    const seeding = {
      seconds: writeSeconds,
      items: written,
      itemsPerSecond: Math.round(written / writeSeconds),
      writers: WRITERS,
      loadBefore: loadBeforeSeeding,
      loadAfter: loadavg(),
    };
    await ensureTable(dynamo.endpoint, TABLE); // the stream (and TTL) on: the production table's shape
    const counts = {
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
    };
    console.log(
      `${written.toLocaleString()} items written in ${writeSeconds.toFixed(1)} s (${seeding.itemsPerSecond} items/s; ${wordEntries.toLocaleString()} search entries, ${(wordEntries / posts).toFixed(1)} a post; load ${loadBeforeSeeding.map((l) => l.toFixed(1)).join(' ')} → ${seeding.loadAfter.map((l) => l.toFixed(1)).join(' ')})`,
    );

    // ---- What the pages read, before the run ----
    const problems: string[] = [];
    const expectedStats = {
      totalPosts: stats.totals.items,
      activeMembers: stats.totals.activeUsers,
      codeSnippets: stats.totals.snippets,
      tutorials: stats.totals.tutorials,
    };
    const reader = items.userIdOf(0);
    const statsBefore = await callDiscussionRoute(api.getCommunityStats, reader);
    if (JSON.stringify(statsBefore.body) !== JSON.stringify(expectedStats))
      problems.push(`GET /community/stats after seeding answered ${JSON.stringify(statsBefore.body)}, seeded ${JSON.stringify(expectedStats)}`);
    const top = await callDiscussionRoute(api.listCommunityPosts, reader);
    if (top.status !== 200 || top.body.items[0]?.votes !== counts.mostVotes)
      problems.push(`the list's first post has ${top.body.items?.[0]?.votes} votes, the most voted post ${counts.mostVotes}`);

    // ---- The run ----
    const random = seeded(77);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const anyUser = () => items.userIdOf(Math.floor(random() * shape.users));
    const lists = ['all', ...communityCategories] as const;
    const secondPage = new Map<string, string>();
    for (const category of lists) {
      const page = await callDiscussionRoute(api.listCommunityPosts, reader, { query: category === 'all' ? {} : { category } });
      if (page.body.nextCursor) secondPage.set(category, page.body.nextCursor);
    }
    /** Request n: all and a category in turn (the categories in turn too), every fourth the second page. */
    const listRequest = (n: number) => {
      const category = n % 2 === 0 ? 'all' : communityCategories[Math.floor(n / 2) % communityCategories.length]!;
      const cursor = n % 4 === 3 ? secondPage.get(category) : undefined;
      const query = { ...(category !== 'all' && { category }), ...(cursor && { cursor }) };
      return callDiscussionRoute(api.listCommunityPosts, anyUser(), { query });
    };
    const searchKindNames = ['1 common', '1 rare', '1 less common', 'common + less common', 'common + rare', '3 common'];
    const searchKinds = [
      () => [pick(items.COMMON_HEAD)],
      () => [pick(items.RARE)],
      () => [pick(items.COMMON_TAIL)],
      () => [pick(items.COMMON_HEAD), pick(items.COMMON_TAIL)],
      () => [pick(items.COMMON_HEAD), pick(items.RARE)],
      () => [pick(items.COMMON_HEAD), pick(items.COMMON_HEAD), pick(items.COMMON_TAIL)],
    ];
    /** Results per search, by kind of query (how many a search found, and how often none). */
    const found: Record<string, number[]> = {};
    const searchRequest = async (n: number) => {
      const kind = n % searchKinds.length;
      const q = searchKinds[kind]!().join(' ');
      const category = n % 4 === 1 ? pick(communityCategories) : undefined;
      const answer = await callDiscussionRoute(api.listCommunityPosts, anyUser(), { query: { q, ...(category && { category }) } });
      if (answer.status === 200) (found[`${searchKindNames[kind]}${category ? ', in a category' : ''}`] ??= []).push(answer.body.items.length);
      return answer;
    };
    const votedPosts = new Set<string>();
    const voterMinute = new Map<string, { minute: string; count: number }>();
    const voteRequest = () => {
      const minute = new Date().toISOString().slice(0, 16);
      let voter = anyUser();
      for (let seen = voterMinute.get(voter); seen?.minute === minute && seen.count >= VOTER_MINUTE_CAP; seen = voterMinute.get(voter)) voter = anyUser();
      const seen = voterMinute.get(voter);
      voterMinute.set(voter, { minute, count: seen?.minute === minute ? seen.count + 1 : 1 });
      const itemId = pick(postIds);
      votedPosts.add(itemId);
      const direction: VoteDirection = random() < 0.65 ? 'up' : 'down';
      return callDiscussionRoute(api.voteCommunityPost, voter, { params: { itemId }, body: { direction } });
    };

    // Warm up each path (untimed), then the three phases.
    await closedLoop(WARMUP, listRequest);
    await closedLoop(WARMUP, searchRequest);
    await closedLoop(WARMUP, voteRequest);
    console.log(`measuring: ${REQUESTS.toLocaleString()} requests of each kind, ${CLIENTS} clients in a closed loop…`);
    const loadBeforeRun = loadavg();
    const list = await closedLoop(REQUESTS, listRequest);
    const search = await closedLoop(REQUESTS, searchRequest);
    const vote = await closedLoop(REQUESTS, voteRequest);
    const loadAfterRun = loadavg();
    // One client, one request at a time: each request's own time, without the queue of the other 31.
    const alone = {
      list: await closedLoop(SEQUENTIAL, listRequest, 1),
      search: await closedLoop(SEQUENTIAL, searchRequest, 1),
      vote: await closedLoop(SEQUENTIAL, voteRequest, 1),
    };
    const searchResults = Object.fromEntries(
      Object.entries(found)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, counts]) => [
          name,
          { searches: counts.length, meanResults: counts.reduce((s, c) => s + c, 0) / counts.length, none: counts.filter((c) => c === 0).length },
        ]),
    );
    const maxVotesByOneVoter = Math.max(...[...voterMinute.values()].map((v) => v.count));

    // ---- Verification ----
    const client = documentClient();
    const TableName = process.env.TABLE_NAME!;
    async function sumOfVoteRecords(itemId: string): Promise<number> {
      let sum = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
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
    const untouched = new Set<string>();
    while (untouched.size < Math.min(300, postIds.length - votedPosts.size)) {
      const id = pick(postIds);
      if (!votedPosts.has(id)) untouched.add(id);
    }
    const mostVoted = seededVotes
      .map((v, i) => [Math.abs(v), i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 10)
      .map(([, i]) => postIds[i]!);
    const toCheck = [...new Set([...votedPosts, ...untouched, ...mostVoted])];
    const mismatches: { itemId: string; votes: number; records: number }[] = [];
    let checkedPosts = 0;
    const verifyStarted = performance.now();
    const queue = [...toCheck];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let itemId = queue.pop(); itemId !== undefined; itemId = queue.pop()) {
          const [{ Item }, records] = await Promise.all([
            client.send(new GetCommand({ TableName, Key: { pk: keys.discussion(itemId), sk: keys.discussionItemSort() }, ConsistentRead: true })),
            sumOfVoteRecords(itemId),
          ]);
          checkedPosts++;
          if (Item?.votes !== records) mismatches.push({ itemId, votes: Number(Item?.votes), records });
        }
      }),
    );
    const statsAfter = await callDiscussionRoute(api.getCommunityStats, reader);
    const totalsAfter = await readDiscussionStats('community');
    if (JSON.stringify(statsAfter.body) !== JSON.stringify(expectedStats))
      problems.push(`GET /community/stats after the run answered ${JSON.stringify(statsAfter.body)}, expected ${JSON.stringify(expectedStats)}`);
    if (totalsAfter.contributors !== stats.totals.contributors)
      problems.push(`the contributors counter is ${totalsAfter.contributors} after the run, seeded ${stats.totals.contributors}`);
    for (const m of mismatches.slice(0, 10)) problems.push(`post ${m.itemId}: votes ${m.votes}, its vote records sum to ${m.records}`);
    if (mismatches.length > 10) problems.push(`… and ${mismatches.length - 10} more posts whose count differs from their records`);
    const phases = { list, search, vote, 'list (1 client)': alone.list, 'search (1 client)': alone.search, 'vote (1 client)': alone.vote };
    const tooMany = Object.values(phases).reduce((sum, phase) => sum + (phase.statuses['429'] ?? 0), 0);
    if (tooMany > 0) problems.push(`${tooMany} requests answered 429`);
    for (const [name, phase] of Object.entries(phases)) {
      const bad = Object.entries(phase.statuses).filter(([status]) => status !== '200' && status !== '429');
      if (bad.length > 0)
        problems.push(`${name}: answers other than 200: ${bad.map(([s, c]) => `${c} × ${s} (first: ${JSON.stringify(phase.firstFailures[s])})`).join(', ')}`);
    }
    const verification = {
      result: problems.length === 0 ? 'PASS' : 'FAIL',
      checkedPosts,
      votedInRun: votedPosts.size,
      untouchedSampled: untouched.size,
      mismatches: mismatches.length,
      seconds: (performance.now() - verifyStarted) / 1000,
      statsBefore: statsBefore.body,
      statsAfter: statsAfter.body,
      contributors: totalsAfter.contributors,
      problems,
    };
    if (died) throw new Error('DynamoDB Local died during the run (see above): its figures are not written.');

    // ---- Report ----
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const markdown = (rows: readonly (readonly string[])[]) => {
      const width = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
      const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
      return [line(rows[0]!), line(width.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
    };
    const row = (label: string, v: PhaseResult, one: PhaseResult, target: number) => [
      label,
      ms(v.p50Ms),
      ms(v.p99Ms),
      `≤ ${target} ms`,
      v.p99Ms <= target ? 'ok' : 'MISSED',
      v.perSecond.toFixed(0),
      `${(v.nodeCpu * 100).toFixed(0)} %`,
      `${ms(one.p50Ms)} / ${ms(one.p99Ms)}`,
      Object.entries(v.statuses)
        .map(([s, c]) => `${s}: ${c}`)
        .join(', '),
    ];
    console.log(
      [
        '',
        markdown([
          ['request (32 clients, closed loop)', 'p50', 'p99', 'target (p99)', '', 'req/s', 'Node CPU', '1 client p50 / p99', 'answers'],
          row('list page (GET /community/posts)', list, alone.list, targets.listP99Ms),
          row('search (GET /community/posts?q=)', search, alone.search, targets.searchP99Ms),
          row('vote (PUT /community/posts/{id}/vote)', vote, alone.vote, targets.voteP99Ms),
        ]),
        '',
        `${counts.posts.toLocaleString()} posts, ${counts.voteRecords.toLocaleString()} votes (sum ${counts.votesSum.toLocaleString()}, most on one post ${counts.mostVotes.toLocaleString()}), ${counts.wordEntries.toLocaleString()} search entries, ${counts.users.toLocaleString()} users; seeded at ${seeding.itemsPerSecond} items/s (${seeding.items.toLocaleString()} items, ${writeSeconds.toFixed(0)} s)`,
        `${REQUESTS.toLocaleString()} requests of each kind, ${cpus().length} cores; load average (1, 5, 15 min) ${loadBeforeRun.map((l) => l.toFixed(2)).join(' ')} before the run, ${loadAfterRun.map((l) => l.toFixed(2)).join(' ')} after; at most ${maxVotesByOneVoter} votes by one voter in one minute`,
        '',
        `search results (of at most 48): ${Object.entries(searchResults)
          .map(([name, r]) => `${name} ${r.meanResults.toFixed(1)} on average, none in ${r.none} of ${r.searches}`)
          .join('; ')}`,
        '',
        `exact counts: ${verification.result} (${checkedPosts.toLocaleString()} posts checked: ${votedPosts.size.toLocaleString()} voted in the run, ${untouched.size} others, the 10 most voted; stats ${JSON.stringify(statsAfter.body)})`,
        ...problems.map((p) => `  FAIL: ${p}`),
      ].join('\n'),
    );

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
    writeFileSync(
      RESULTS,
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          machine,
          scale: { posts, votes },
          counts,
          routeCheck,
          seeding,
          clients: CLIENTS,
          requestsEach: REQUESTS,
          list,
          search,
          vote,
          oneClient: alone,
          searchResults,
          maxVotesByOneVoterInAMinute: maxVotesByOneVoter,
          loadBeforeRun,
          loadAfterRun,
          verification,
          targets,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nwritten to ${RESULTS}`);
    failed = problems.length > 0;
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

await main();
