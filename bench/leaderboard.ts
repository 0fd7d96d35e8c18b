/**
 * `npm run bench:leaderboard [users] [--on-disk]`: the leaderboards at scale on DynamoDB Local.
 *
 * 1. Starts its own DynamoDB Local with the app's table and writes `users` (default 100,000)
 *    synthetic users' items as the stream consumer would have: an XP board entry each, a standing on
 *    this month's and this year's XP boards, and for one user in five, standings on the weekly
 *    challenge boards; countries spread over the 24 of the sign-up list. The items are built by the
 *    consumer's own functions (nextEntry, standingsOf, the entities) and written 25 to a request;
 *    a few users first go through the consumer itself, and its items must equal the bench's
 *    (support/board-consumer-check.ts).
 * 2. Takes the rankings snapshot (lambdas/rankings/snapshot.ts: the XP board and every leaderboard,
 *    world and each country) and times it.
 * 3. Reads, one request at a time: the top 100 of the world's board, and GET /leaderboard's own work
 *    for a user far down (top 10, their standing, the summary, their rank): p50/p99 of each, world
 *    and country.
 *
 * Prints a table with the targets (reads p99 < 100 ms, snapshot < 60 s) and writes
 * bench/results/leaderboard.json.
 *
 * How the writes were made fast (2 shared cores; 100,000 users are about 340,000 items), measured:
 * - The database is in memory (-inMemory). On a file DynamoDB Local syncs SQLite's journal to disk
 *   on every write: 70–250 items/s depending on the disk's other load, 24 minutes and more for
 *   100,000 users; in memory (or on tmpfs, the same) 700–1,200 items/s. What is measured is not the
 *   disk: the reads and the snapshot run on the same SQLite tables and indexes, which on a file
 *   would be in the page cache anyway. `--on-disk` keeps the file (the old way) to compare.
 * - The table is created without its stream, which is turned on once the items are in (ensureTable,
 *   as for an older .local/): the table then has the production shape and contents, but DynamoDB
 *   Local did not write a stream record with both images for each of the items, a fifth of its CPU
 *   per write. Nothing measured reads the stream.
 * - Eight BatchWriteItems in flight at all times (a pool, not waves waiting for their slowest):
 *   4 and 32 or 64 were slower, 8 and 16 alike; SQLite takes one write at a time anyway.
 * - Both JIT tiers and the parallel collector for DynamoDB Local (THROUGHPUT_JVM_FLAGS, see there).
 * - Items go in user order: each board's partition then grows at its end (sort key USER#bench-…
 *   ascending), the cheapest order for SQLite's primary key; sorting all items by key first was
 *   no faster (the score indexes are in random order whatever the order of the writes).
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { countries } from '@contract/countries';
import { createTableInput, ensureTable, localDynamoDbClient, startDynamoDbLocal, THROUGHPUT_JVM_FLAGS } from '../local/dynamodb';
import { findFreePorts } from '../local/ports';
import { seeded } from '../local/seed/challenges';
import { checkAgainstStreamConsumer, type CheckedUser } from './support/board-consumer-check';

const RESULTS = fileURLToPath(new URL('./results/leaderboard.json', import.meta.url));
const TABLE = 'codearena-bench-leaderboard';
const args = process.argv.slice(2);
const users = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
const onDisk = args.includes('--on-disk');
const READS = 300;
/** BatchWriteItems in flight (see the header). */
const WRITERS = 8;
const targets = { readP99Ms: 100, snapshotSeconds: 60 };

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function timed(times: number, run: () => Promise<unknown>): Promise<{ p50Ms: number; p99Ms: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: quantile(samples, 0.5), p99Ms: quantile(samples, 0.99) };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-leaderboard-'));
  let died = false;
  const dynamo = await startDynamoDbLocal({
    port: (await findFreePorts(1))[0]!, dataDir, inMemory: !onDisk, jvmFlags: THROUGHPUT_JVM_FLAGS,
    // Restarted in memory, it comes back empty: the run is then void (checked before the results are written).
    log: (line) => {
      died = true;
      console.warn(line);
    },
  });
  try {
    // Without its stream while the items go in; ensureTable turns it on after (see the header).
    const { StreamSpecification: _stream, ...withoutStream } = createTableInput(TABLE);
    const admin = localDynamoDbClient(dynamo.endpoint);
    await admin.send(new CreateTableCommand(withoutStream));
    admin.destroy();
    Object.assign(process.env, {
      TABLE_NAME: TABLE, AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    const { BatchPutRequest, BatchWriteCommand, executeBatchWrite } = await import('dynamodb-toolbox');
    const { table } = await import('../lambdas/data/table');
    const { XpBoardEntryEntity } = await import('../lambdas/data/entities/xp-board');
    const { StandingEntity } = await import('../lambdas/data/entities/standing');
    const { standingsOf, nextEntry } = await import('../lambdas/rankings/board-entry');
    const snapshot = await import('../lambdas/rankings/snapshot');
    const standings = await import('../lambdas/data/standings');
    const { getLeaderboard, boardOf } = await import('../lambdas/rankings/leaderboard');

    const now = new Date();
    /** The users, the same on every run: XP skewed low, one in five with challenge points, countries in turn. */
    function* syntheticUsers() {
      const random = seeded(48);
      for (let i = 0; i < users; i++) {
        const userId = `bench-${String(i).padStart(6, '0')}`;
        const xp = Math.floor(random() ** 3 * 100_000);
        const points = random() < 0.2 ? Math.floor(random() * 4000) : 0;
        const country = countries[i % countries.length]!;
        const entry = nextEntry(userId, undefined, now, { xp, points, country: country.code });
        const requests = [XpBoardEntryEntity.build(BatchPutRequest).item(entry), ...standingsOf(entry).map((s) => StandingEntity.build(BatchPutRequest).item(s))];
        yield { userId, xp, points, country: { name: country.name, code: country.code }, requests };
      }
    }

    // A few users through the stream consumer first: up to the first with challenge points, at least three.
    const checked: CheckedUser[] = [];
    for (const user of syntheticUsers()) {
      checked.push({ ...user, items: user.requests.map((r) => r.params().PutRequest?.Item as Record<string, unknown>) });
      if (checked.length >= 3 && user.points > 0) break;
    }
    await checkAgainstStreamConsumer(checked);
    console.log(`the stream consumer writes the bench's items (${checked.length} users checked); writing ${users.toLocaleString()} users${onDisk ? ' (database on disk)' : ''}…`);

    const loadBefore = loadavg();
    const writeStarted = performance.now();
    let items = 0;
    const step = Math.max(1, Math.floor(users / 10));
    /** The users' put requests, 25 to a batch, in user order. */
    function* batches() {
      const batch: unknown[] = [];
      let written = 0;
      for (const user of syntheticUsers()) {
        if (written > 0 && written % step === 0) console.log(`  … ${written.toLocaleString()} users, ${items.toLocaleString()} items, ${((performance.now() - writeStarted) / 1000).toFixed(0)} s`);
        written++;
        for (const request of user.requests) {
          batch.push(request);
          if (batch.length === 25) yield batch.splice(0);
        }
      }
      if (batch.length > 0) yield batch;
    }
    const pending = batches();
    // Each writer takes the next batch as soon as its last is written (the generator is shared: one thread).
    await Promise.all(Array.from({ length: WRITERS }, async () => {
      for (let next = pending.next(); !next.done; next = pending.next()) {
        await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...(next.value as never[])));
        items += next.value.length;
      }
    }));
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    const writing = { storage: onDisk ? 'disk' : 'memory', writers: WRITERS, itemsPerSecond: Math.round(items / writeSeconds), loadBefore, loadAfter: loadavg() };
    await ensureTable(dynamo.endpoint, TABLE); // the stream (and TTL) on: the production table's shape
    console.log(`${users.toLocaleString()} users written as ${items.toLocaleString()} items in ${writeSeconds.toFixed(1)} s (${writing.itemsPerSecond} items/s; load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${writing.loadAfter.map((l) => l.toFixed(1)).join(' ')}); taking the snapshot…`);

    // On DynamoDB Local this time grows with the square of a board's users: a Query page without a
    // Limit reads and parses every item left in the partition, then returns the first 1 MB of them
    // (AWS reads only the page). At 100,000 users, about two thirds of the job's time here: the same
    // job with pages limited to 4,000 items took 33 s against 97–108 s (README, bench:leaderboard).
    const snapshotStarted = performance.now();
    const outcome = await snapshot.handler();
    const snapshotSeconds = (performance.now() - snapshotStarted) / 1000;

    const month = boardOf('individual', 'month', now).name;
    const top100 = await timed(READS, () => standings.listTopStandings(month, 100));
    const top100Country = await timed(READS, () => standings.listTopStandings(month, 100, 'PK'));
    // A user far down the board: their row comes from the snapshot.
    const lowUser = `bench-${String(users - 24).padStart(6, '0')}`;
    // The route's own repository (its summaries cached a minute in the warm Lambda); the synthetic user has no profile.
    const { leaderboardRepository } = await import('../lambdas/rankings/leaderboard-routes');
    const repository = { ...leaderboardRepository, getMember: async () => ({ country: countries[(users - 24) % countries.length]!.code, xp: 0 }) };
    const sample = await getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'world' }, now);
    const ownWorld = await timed(READS, () => getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'world' }, now));
    const ownCountry = await timed(READS, () => getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'country' }, now));

    const loadAfterReads = loadavg();
    if (died) throw new Error('DynamoDB Local died during the run (see above): its figures are not written.');

    const ms = (v: { p50Ms: number; p99Ms: number }) => `p50 ${v.p50Ms.toFixed(1)} ms · p99 ${v.p99Ms.toFixed(1)} ms`;
    const ok = (v: { p99Ms: number }) => (v.p99Ms < targets.readP99Ms ? 'ok' : 'MISSED');
    const rows: [string, string, string, string][] = [
      ['top 100, world (one Query)', ms(top100), `p99 < ${targets.readP99Ms} ms`, ok(top100)],
      ['top 100, one country', ms(top100Country), `p99 < ${targets.readP99Ms} ms`, ok(top100Country)],
      [`leaderboard + own rank, world (rank ${sample.you?.rank ?? '—'} of ${sample.total})`, ms(ownWorld), `p99 < ${targets.readP99Ms} ms`, ok(ownWorld)],
      ['leaderboard + own rank, country', ms(ownCountry), `p99 < ${targets.readP99Ms} ms`, ok(ownCountry)],
      [`snapshot job (${outcome.users.toLocaleString()} users, ${outcome.leaderboards.standings.toLocaleString()} standings)`, `${snapshotSeconds.toFixed(1)} s`, `< ${targets.snapshotSeconds} s`, snapshotSeconds < targets.snapshotSeconds ? 'ok' : 'MISSED'],
    ];
    const width = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['measure', 'result', 'target', ''][c]!.length));
    const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
    console.log(['', line(['measure', 'result', 'target', '']), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
    writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), machine, users, items, writeSeconds, writing, snapshotSeconds, snapshot: outcome, reads: READS, top100, top100Country, ownWorld, ownCountry, ownRank: sample.you, loadAfterReads, targets }, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
