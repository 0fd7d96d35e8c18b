/**
 * `npm run bench:leaderboard [users]`: the leaderboards at scale on DynamoDB Local (issue 9 §6).
 *
 * 1. Starts DynamoDB Local on a fresh folder with the app's table and writes `users` (default
 *    100,000) synthetic users' items as the stream consumer would have: an XP board entry each, a
 *    standing on this month's and this year's XP boards, and for one user in five, standings on the
 *    weekly challenge boards; countries spread over the 24 of the sign-up list.
 * 2. Takes the rankings snapshot (lambdas/rankings/snapshot.ts: the XP board and every leaderboard,
 *    world and each country) and times it.
 * 3. Reads, one request at a time: the top 100 of the world's board, and GET /leaderboard's own work
 *    for a user far down (top 10, their standing, the summary, their rank): p50/p99 of each, world
 *    and country.
 *
 * Prints a table with the targets (reads p99 < 100 ms, snapshot < 60 s) and writes
 * bench/results/leaderboard.json.
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryCodes } from '@contract/countries';
import { ensureTable, startDynamoDbLocal } from '../local/dynamodb';
import { findFreePorts } from '../local/ports';
import { seeded } from '../local/seed/challenges';

const RESULTS = fileURLToPath(new URL('./results/leaderboard.json', import.meta.url));
const TABLE = 'codearena-bench-leaderboard';
const users = Number(process.argv[2] ?? 100_000);
const READS = 300;
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
  const dynamo = await startDynamoDbLocal({ port: (await findFreePorts(1))[0]!, dataDir });
  try {
    await ensureTable(dynamo.endpoint, TABLE);
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
    const random = seeded(48);
    const writeStarted = performance.now();
    const requests: unknown[] = [];
    const pending: Promise<unknown>[] = [];
    const flush = async (force = false) => {
      while (requests.length >= 25 || (force && requests.length > 0)) {
        const batch = requests.splice(0, 25);
        pending.push(executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...(batch as never[]))));
        if (pending.length >= 16) await Promise.all(pending.splice(0));
      }
      if (force) await Promise.all(pending.splice(0));
    };
    let items = 0;
    const step = Math.max(1, Math.floor(users / 10));
    for (let i = 0; i < users; i++) {
      if (i > 0 && i % step === 0) console.log(`  … ${i.toLocaleString()} users, ${items.toLocaleString()} items, ${((performance.now() - writeStarted) / 1000).toFixed(0)} s`);
      const userId = `bench-${String(i).padStart(6, '0')}`;
      const xp = Math.floor(random() ** 3 * 100_000);
      const points = random() < 0.2 ? Math.floor(random() * 4000) : 0;
      const entry = nextEntry(userId, undefined, now, { xp, points, country: countryCodes[i % countryCodes.length] });
      const put = [XpBoardEntryEntity.build(BatchPutRequest).item(entry), ...standingsOf(entry).map((s) => StandingEntity.build(BatchPutRequest).item(s))];
      requests.push(...put);
      items += put.length;
      await flush();
    }
    await flush(true);
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    console.log(`${users.toLocaleString()} users written as ${items.toLocaleString()} items in ${writeSeconds.toFixed(1)} s; taking the snapshot…`);

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
    const repository = { ...leaderboardRepository, getMember: async () => ({ country: countryCodes[(users - 24) % countryCodes.length], xp: 0 }) };
    const sample = await getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'world' }, now);
    const ownWorld = await timed(READS, () => getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'world' }, now));
    const ownCountry = await timed(READS, () => getLeaderboard(repository, lowUser, { board: 'individual', period: 'month', scope: 'country' }, now));

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
    writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), machine, users, items, writeSeconds, snapshotSeconds, snapshot: outcome, reads: READS, top100, top100Country, ownWorld, ownCountry, ownRank: sample.you, targets }, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
