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
 *    one to three words, common and rare, one in four within a category, one in four a second
 *    page) and votes
 *    (PUT /community/posts/{id}/vote, a random voter on a random post, up or down). Voters are drawn
 *    from all the users and never vote 50 times in one minute (the engine allows 60): 429s are
 *    counted and should be none.
 *    Then the same at a person's pace (each client waits on average 1 s between an answer and its
 *    next request), and last one client alone.
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
import { createTableInput, ensureTable, localDynamoDbClient, startDynamoDbLocal, THROUGHPUT_JVM_FLAGS } from '../local/dynamodb';
import { findFreePorts } from '../local/ports';
import { closedLoop, type PhaseResult } from './support/closed-loop';
import type { PostSpec } from './support/community-items';
import { markdownTable } from './support/markdown-table';

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
/**
 * Then the same 32 clients at a person's pace: each waits on average THINK_MS between an answer and
 * its next request (about 30 requests a second in all), PACED_REQUESTS of each kind.
 */
const THINK_MS = 1_000;
const PACED_REQUESTS = Math.max(200, Math.round(REQUESTS / 2));
/** Requests of each kind from one client alone, after the run (each request's own time). */
const SEQUENTIAL = 200;
const CLIENTS = 32;
/** BatchWriteItems in flight (bench/leaderboard.ts's header). */
const WRITERS = 8;
/** Votes one voter may cast in one UTC minute here (the engine's limit is DISCUSSION_RATES.votesPerMinute, 60). */
const VOTER_MINUTE_CAP = 50;
const targets = { listP99Ms: 150, searchP99Ms: 300, voteP99Ms: 100 };

/** The app's table in a DynamoDB Local of its own, created without its stream while the items go in (bench/leaderboard.ts). */
async function benchTable(endpoint: string) {
  const { StreamSpecification: _stream, ...withoutStream } = createTableInput(TABLE);
  const admin = localDynamoDbClient(endpoint);
  await admin.send(new CreateTableCommand(withoutStream));
  admin.destroy();
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
}

/** A few posts of the synthetic community, one of each category and one with a snippet, with up to four of their votes. */
function postsForTheRouteCheck(syntheticPosts: Iterable<{ spec: PostSpec }>): PostSpec[] {
  const checked: PostSpec[] = [];
  for (const { spec } of syntheticPosts) {
    if (checked.some((s) => s.category === spec.category) && !(spec.codeSnippet && !checked.some((s) => s.codeSnippet))) continue;
    checked.push({ ...spec, votes: spec.votes.slice(0, 4) });
    if (checked.length >= 7) break;
  }
  return checked;
}

function reportRow(label: string, v: PhaseResult, one: PhaseResult, target: number): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
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
    await benchTable(dynamo.endpoint);
    const { discussionsApi: api } = await import('@contract/api/discussions');
    const items = await import('./support/community-items');
    const { checkAgainstRoutes } = await import('./support/community-route-check');
    const { callDiscussionRoute } = await import('./support/discussion-route');
    const { seedCommunity } = await import('./support/community-seeding');
    const { communityRequests } = await import('./support/community-requests');
    const { verifyCommunity } = await import('./support/community-verification');

    const now = new Date();
    const shape = {
      posts,
      votes,
      users: Math.max(2_000, Math.round(posts / 5)),
      authors: Math.min(3_000, Math.max(50, Math.round(posts / 33))),
    };

    // 1. A few posts through the real routes first, then the whole community as the engine stores it.
    const routeCheck = await checkAgainstRoutes(postsForTheRouteCheck(items.syntheticPosts({ ...shape, posts: 200 }, now, 7)));
    console.log(
      `the routes write the bench's items (${routeCheck.posts} posts, ${routeCheck.votes} votes, ${routeCheck.items} items compared); writing ${posts.toLocaleString()} posts, ${votes.toLocaleString()} votes, ${shape.users.toLocaleString()} users (${shape.authors.toLocaleString()} authors)…`,
    );
    const { stats, postIds, seededVotes, counts, seeding } = await seedCommunity(shape, now, WRITERS);
    await ensureTable(dynamo.endpoint, TABLE); // the stream (and TTL) on: the production table's shape
    console.log(
      `${seeding.items.toLocaleString()} items written in ${seeding.seconds.toFixed(1)} s (${seeding.itemsPerSecond} items/s; ${counts.wordEntries.toLocaleString()} search entries, ${counts.wordsPerPost.toFixed(1)} a post; load ${seeding.loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${seeding.loadAfter.map((l) => l.toFixed(1)).join(' ')})`,
    );

    // 2. What the pages read, before the run.
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

    // 3. The run: each path warmed up (untimed), then the three phases, then one client alone.
    const send = await communityRequests(postIds, shape.users, reader, VOTER_MINUTE_CAP);
    /** Each kind in turn: `total` requests from `clients` clients, at `thinkMs`'s pace (0: flat out). */
    const measure = async (total: number, clients: number, thinkMs = 0) => ({
      list: await closedLoop(total, send.list, clients, thinkMs),
      search: await closedLoop(total, send.search, clients, thinkMs),
      vote: await closedLoop(total, send.vote, clients, thinkMs),
    });
    await measure(WARMUP, CLIENTS);
    console.log(`measuring: ${REQUESTS.toLocaleString()} requests of each kind, ${CLIENTS} clients in a closed loop…`);
    const loadBeforeRun = loadavg();
    const { list, search, vote } = await measure(REQUESTS, CLIENTS);
    const loadAfterRun = loadavg();
    console.log(
      `then ${PACED_REQUESTS.toLocaleString()} of each kind from ${CLIENTS} clients at a person's pace (${THINK_MS} ms between answer and request on average)…`,
    );
    const paced = await measure(PACED_REQUESTS, CLIENTS, THINK_MS);
    // One client, one request at a time: each request's own time, without the queue of the other 31.
    const alone = await measure(SEQUENTIAL, 1);
    const searchResults = send.searchResults();
    const maxVotesByOneVoter = send.maxVotesByOneVoter();

    // 4. The counts after the run: every post voted in it, up to 300 others and the 10 most voted.
    const untouched = new Set<string>();
    while (untouched.size < Math.min(300, postIds.length - send.votedPosts.size)) {
      const id = send.anyPost();
      if (!send.votedPosts.has(id)) untouched.add(id);
    }
    const mostVoted = seededVotes
      .map((v, i) => [Math.abs(v), i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 10)
      .map(([, i]) => postIds[i]!);
    const phases = {
      list,
      search,
      vote,
      'list (paced)': paced.list,
      'search (paced)': paced.search,
      'vote (paced)': paced.vote,
      'list (1 client)': alone.list,
      'search (1 client)': alone.search,
      'vote (1 client)': alone.vote,
    };
    const verified = await verifyCommunity({
      toCheck: [...new Set([...send.votedPosts, ...untouched, ...mostVoted])],
      reader,
      expectedStats,
      seededContributors: stats.totals.contributors,
      phases,
      problems,
    });
    const verification = { ...verified, votedInRun: send.votedPosts.size, untouchedSampled: untouched.size, statsBefore: statsBefore.body };
    if (died) throw new Error('DynamoDB Local died during the run (see above): its figures are not written.');

    console.log(
      [
        '',
        markdownTable([
          ['request (32 clients, closed loop)', 'p50', 'p99', 'target (p99)', '', 'req/s', 'Node CPU', '1 client p50 / p99', 'answers'],
          reportRow('list page (GET /community/posts)', list, alone.list, targets.listP99Ms),
          reportRow('search (GET /community/posts?q=)', search, alone.search, targets.searchP99Ms),
          reportRow('vote (PUT /community/posts/{id}/vote)', vote, alone.vote, targets.voteP99Ms),
        ]),
        '',
        markdownTable([
          [`request (32 clients, ${THINK_MS} ms pace)`, 'p50', 'p99', 'target (p99)', '', 'req/s', 'Node CPU', '1 client p50 / p99', 'answers'],
          reportRow('list page', paced.list, alone.list, targets.listP99Ms),
          reportRow('search', paced.search, alone.search, targets.searchP99Ms),
          reportRow('vote', paced.vote, alone.vote, targets.voteP99Ms),
        ]),
        '',
        `${counts.posts.toLocaleString()} posts, ${counts.voteRecords.toLocaleString()} votes (sum ${counts.votesSum.toLocaleString()}, most on one post ${counts.mostVotes.toLocaleString()}), ${counts.wordEntries.toLocaleString()} search entries, ${counts.users.toLocaleString()} users; seeded at ${seeding.itemsPerSecond} items/s (${seeding.items.toLocaleString()} items, ${seeding.seconds.toFixed(0)} s)`,
        `${REQUESTS.toLocaleString()} requests of each kind, ${cpus().length} cores; load average (1, 5, 15 min) ${loadBeforeRun.map((l) => l.toFixed(2)).join(' ')} before the run, ${loadAfterRun.map((l) => l.toFixed(2)).join(' ')} after; at most ${maxVotesByOneVoter} votes by one voter in one minute`,
        '',
        `search results (of at most 48): ${Object.entries(searchResults)
          .map(([name, r]) => `${name} ${r.meanResults.toFixed(1)} on average, none in ${r.none} of ${r.searches}`)
          .join('; ')}`,
        '',
        `exact counts: ${verification.result} (${verification.checkedPosts.toLocaleString()} posts checked: ${send.votedPosts.size.toLocaleString()} voted in the run, ${untouched.size} others, the 10 most voted; stats ${JSON.stringify(verification.statsAfter)})`,
        ...problems.map((p) => `  FAIL: ${p}`),
      ].join('\n'),
    );

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
    const results = {
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
      paced: { thinkMs: THINK_MS, requestsEach: PACED_REQUESTS, ...paced },
      oneClient: alone,
      searchResults,
      maxVotesByOneVoterInAMinute: maxVotesByOneVoter,
      loadBeforeRun,
      loadAfterRun,
      verification,
      targets,
    };
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS}`);
    failed = problems.length > 0;
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

await main();
