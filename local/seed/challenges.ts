/**
 * A weekly challenge for the local stack, so a newcomer finds one open: when no challenge is active
 * or upcoming, "Sum of Squares" is scheduled for the current ISO week (Monday 00:00 UTC to the next),
 * through the same domain function the staff route calls. An original problem; its 20 tests come
 * from a seeded generator, so every start writes the same ones.
 */
import type { NewChallenge } from '@contract/challenges';

const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the ISO week holding `now`. */
export function weekStartOf(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/** mulberry32: a small seeded generator, so generated data is the same on every machine (tests here, bench users). */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sumOfSquaresTest(values: readonly number[]): { input: string; expected: string } {
  const sum = values.reduce((total, v) => total + BigInt(v) * BigInt(v), 0n);
  return { input: `${values.length}\n${values.join(' ')}\n`, expected: `${sum}\n` };
}

export function sumOfSquaresTests(): { input: string; expected: string }[] {
  const random = seeded(20261130);
  const sizes = [3, 1, 5, 10, 50, 100, 500, 1000, 5000, 10_000, 20_000, 40_000, 60_000, 80_000, 100_000, 100_000, 100_000, 100_000, 100_000, 100_000];
  return sizes.map((n, index) => {
    // Test 1 is the one students see; the last two hold the extremes.
    if (index === 0) return sumOfSquaresTest([1, -2, 3]);
    const extreme = index >= 18 ? (index === 18 ? 10_000 : -10_000) : undefined;
    return sumOfSquaresTest(Array.from({ length: n }, () => extreme ?? Math.floor(random() * 20_001) - 10_000));
  });
}

export function sumOfSquaresChallenge(now: Date): NewChallenge {
  const start = weekStartOf(now);
  return {
    title: 'Sum of Squares',
    description: [
      'Given $n$ integers, print the sum of their squares.',
      '',
      '**Input**: the first line holds $n$ ($1 \\le n \\le 10^5$); the second, $n$ integers $a_i$ ($|a_i| \\le 10^4$).',
      '',
      '**Output**: $\\sum a_i^2$ on one line. It can exceed $2^{31}$: use 64-bit integers.',
    ].join('\n'),
    tags: ['math', 'implementation'],
    difficulty: 'Easy',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + WEEK_MS).toISOString(),
    starterCode: {
      cpp: '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    int n;\n    cin >> n;\n    // read n integers and print the sum of their squares\n    return 0;\n}\n',
      python: 'n = int(input())\nvalues = list(map(int, input().split()))\n# print the sum of their squares\n',
      java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int n = in.nextInt();\n        // read n integers and print the sum of their squares\n    }\n}\n',
      javascript:
        "const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');\nconst values = lines[1].split(' ').map(Number);\n// print the sum of their squares\n",
    },
    tests: sumOfSquaresTests(),
    timeMs: 2000,
    memoryMb: 256,
    languageMetrics: {},
  };
}

/** Schedules the sample challenge when none is active or upcoming; returns its id, or undefined. */
export async function seedChallenge(now = new Date()): Promise<string | undefined> {
  const { listChallenges } = await import('../../lambdas/data/challenges');
  const { createChallenge } = await import('../../lambdas/challenges/create-challenge');
  const { challengesRepository } = await import('../../lambdas/challenges/repository');
  const open = (await listChallenges(10)).some((c) => c.status !== 'completed');
  if (open) return undefined;
  const { challengeId } = await createChallenge(challengesRepository, sumOfSquaresChallenge(now), 'seed', now);
  return challengeId;
}
