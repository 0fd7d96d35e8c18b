/**
 * POST /weekly-challenges (staff): schedules a challenge. It is stored with the status its dates
 * give now (the server's clock, never the client's), with its problem (statement, limits, starter
 * code) and its tests in the packages bucket, so the judge runs its submissions like any problem's;
 * from then on only the scheduler moves its status (advance-statuses.ts). The route is
 * schedule-challenge.ts.
 */
import { randomBytes } from 'node:crypto';
import { challengeMessages, statusAt, type ChallengeStatus, type NewChallenge } from '@contract/challenges';
import { judgeLanguages } from '@contract/judge';
import { xpPeriodsOf } from '@contract/progress';
import type { NewChallengeItem } from '../data/challenges';
import type { NewProblem, ProblemTests } from '../data/problems';
import { BadRequest } from '../shared/errors';

export interface CreateChallengeRepository {
  createChallenge(challenge: NewChallengeItem, problem: NewProblem & { challengeId: string }, tests: ProblemTests): Promise<void>;
}

/** docs/requirements/practice.md §7's file names, as a package's templates would be called. */
const starterFileNames = { cpp: 'main.cpp', python: 'main.py', java: 'Main.java', javascript: 'main.js' } as const;

/** `wc-2026-w48-3f9a1c`: the week it starts in (UTC) and six random hex digits. */
export function newChallengeId(startsAt: string, random = () => randomBytes(3).toString('hex')): string {
  return `wc-${xpPeriodsOf(new Date(startsAt), undefined).week.toLowerCase()}-${random()}`;
}

export async function createChallenge(
  repository: CreateChallengeRepository,
  input: NewChallenge,
  createdBy: string,
  now = new Date(),
  newId = newChallengeId,
): Promise<{ challengeId: string; status: ChallengeStatus }> {
  if (input.endsAt <= now.toISOString()) throw BadRequest(challengeMessages.endsInPast);
  const challengeId = newId(input.startsAt);
  const status = statusAt(input, now);
  const createdAt = now.toISOString();
  const starterCode = Object.fromEntries(
    judgeLanguages.flatMap((language) => {
      const code = input.starterCode[language];
      return code === undefined || code.trim() === '' ? [] : [[language, { file: starterFileNames[language], code }]];
    }),
  );
  await repository.createChallenge(
    {
      challengeId,
      title: input.title,
      description: input.description,
      tags: input.tags,
      difficulty: input.difficulty,
      status,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      testCount: input.tests.length,
      languageMetrics: input.languageMetrics,
      createdBy,
      createdAt,
    },
    {
      problemId: challengeId,
      challengeId,
      title: input.title,
      difficulty: input.difficulty,
      statement: input.description,
      statementFormat: 'markdown',
      timeMs: input.timeMs,
      memoryMb: input.memoryMb,
      sampleCount: 1,
      testCount: input.tests.length,
      tags: input.tags,
      starterCode,
      createdAt,
    },
    input.tests,
  );
  return { challengeId, status };
}
