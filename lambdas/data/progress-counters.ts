/**
 * What one judged submission adds to the user's progress (docs/requirements/dashboard.md §1, §5): written by
 * the record transaction (data/submissions.ts), whose condition on the submission's status makes a
 * redelivered result add nothing twice. The stats item's totals (submissions, tests, per language,
 * attempted and solved by difficulty, XP), the period counters of XP and of activity, and the
 * first-attempt and first-solve claims, each put only if absent.
 */
import { $add, GetItemCommand, PutTransaction, UpdateTransaction } from 'dynamodb-toolbox';
import type { Difficulty } from '@contract/difficulty';
import type { JudgeLanguage, Verdict } from '@contract/judge';
import { type XpPeriods, xpPeriodsOf } from '@contract/progress';
import { ActivityCounterEntity } from './entities/activity-counter';
import { WeeklyChallengeJoinsEntity } from './entities/challenge';
import { SolvedInLanguageEntity, SolvedProblemEntity } from './entities/solved-problem';
import { ProblemAttemptEntity } from './entities/submission';
import { UserProfileEntity } from './entities/user-profile';
import { UserStatsEntity } from './entities/user-stats';
import { XpCounterEntity } from './entities/xp-counter';
import { problemSolverWrite } from './problem-solvers';
import type { XpPeriodKind } from './keys';

const periodKinds: [XpPeriodKind, keyof XpPeriods][] = [
  ['D', 'day'],
  ['W', 'week'],
  ['M', 'month'],
  ['Y', 'year'],
];

/** What the record step knows of the user's progress on the problem before it writes. */
export interface ProgressClaims {
  /** The profile exists and is not being deleted (the transaction checks again). */
  accountWritable: boolean;
  timezone?: string;
  /** A result of this problem is recorded already: this is not the first attempt (docs/decisions/D06). */
  attempted: boolean;
  solved: boolean;
  /** The problem is solved in the submission's language already (false when no language is given). */
  solvedInLanguage: boolean;
}

/**
 * Reads the profile and the claims, strongly consistent (a racing record may have just written
 * them): the first attempt, the first solve, and with `language` the first solve in it.
 */
export async function readProgressClaims(userId: string, problemId: string, language?: JudgeLanguage): Promise<ProgressClaims> {
  const consistent = { consistent: true } as const;
  const [profile, attempt, solved, solvedIn] = await Promise.all([
    UserProfileEntity.build(GetItemCommand)
      .key({ userId })
      .options({ ...consistent, attributes: ['timezone', 'deletingAt'] })
      .send(),
    ProblemAttemptEntity.build(GetItemCommand)
      .key({ userId, problemId })
      .options({ ...consistent, attributes: ['userId'] })
      .send(),
    SolvedProblemEntity.build(GetItemCommand)
      .key({ userId, problemId })
      .options({ ...consistent, attributes: ['userId', 'language'] })
      .send(),
    language
      ? SolvedInLanguageEntity.build(GetItemCommand)
          .key({ userId, problemId, language })
          .options({ ...consistent, attributes: ['userId'] })
          .send()
      : undefined,
  ]);
  return {
    accountWritable: profile.Item !== undefined && profile.Item.deletingAt === undefined,
    ...(profile.Item?.timezone && { timezone: profile.Item.timezone }),
    attempted: attempt.Item !== undefined,
    solved: solved.Item !== undefined,
    // A first solve recorded before the per-language items existed counted its own language.
    solvedInLanguage: language !== undefined && (solvedIn?.Item !== undefined || solved.Item?.language === language),
  };
}

/** One judged submission as the counters see it. */
export interface CountedResult {
  userId: string;
  problemId: string;
  submissionId: string;
  language?: JudgeLanguage;
  verdict: Verdict;
  passedTests: number;
  totalTests: number;
  /** XP awarded (0: none). */
  xp: number;
  /** Its problem's first recorded attempt: claims it. */
  firstAttempt: boolean;
  /** Its problem's first AC, with the problem's difficulty: claims it and counts it solved. */
  firstSolve?: { difficulty: Difficulty; language: JudgeLanguage };
  /** Its problem's first AC in this language: claims it and counts the user among the problem's solvers in it. */
  firstSolveInLanguage?: JudgeLanguage;
  /** The first solve's timer, capped (contract/progress.ts): summed with the count of timed solves for averages. */
  solveSeconds?: number;
  periods: XpPeriods;
  at: Date;
}

const solvedByDifficulty = { Easy: 'solvedEasy', Medium: 'solvedMedium', Hard: 'solvedHard' } as const satisfies Record<Difficulty, string>;
const submissionsByLanguage = {
  cpp: 'cppSubmissions',
  python: 'pythonSubmissions',
  java: 'javaSubmissions',
  javascript: 'javascriptSubmissions',
} as const satisfies Record<JudgeLanguage, string>;

/** A timed first solve adds its seconds and one to the count they average over. */
const timedSolve = (r: CountedResult) => (r.firstSolve && r.solveSeconds !== undefined ? { solveSeconds: $add(r.solveSeconds), timedSolves: $add(1) } : {});

/** The stats item's totals: one UPDATE of ADDs (it creates the item for an account that has none yet). */
function statsUpdate(r: CountedResult) {
  const at = r.at.toISOString();
  const accepted = r.verdict === 'AC';
  return UserStatsEntity.build(UpdateTransaction).item({
    userId: r.userId,
    submissions: $add(1),
    testsRun: $add(r.totalTests),
    testsPassed: $add(r.passedTests),
    ...(accepted && { acceptedSubmissions: $add(1) }),
    ...(r.language && { [submissionsByLanguage[r.language]]: $add(1) }),
    ...(r.firstAttempt && { problemsAttempted: $add(1) }),
    ...(r.firstSolve && { solved: $add(1), solvedIds: $add(new Set([r.problemId])), [solvedByDifficulty[r.firstSolve.difficulty]]: $add(1), lastSolvedAt: at }),
    ...timedSolve(r),
    ...(r.xp > 0 && { xp: $add(r.xp), lastXpAt: at }),
  });
}

/**
 * Every write of one judged submission's progress, for the record transaction (with the result's
 * own write and the account check: at most 2 + 1 + 1 + 2 + 1 + 4 + 4 = 15 items of DynamoDB's 100, each small).
 */
export function progressItems(r: CountedResult) {
  const at = r.at.toISOString();
  const absent = { attr: 'userId', exists: false } as const;
  return [
    ...(r.firstAttempt
      ? [
          ProblemAttemptEntity.build(PutTransaction)
            .item({ userId: r.userId, problemId: r.problemId, submissionId: r.submissionId, xpAwarded: r.xp, recordedAt: at })
            .options({ condition: absent }),
        ]
      : []),
    ...(r.firstSolve
      ? [
          SolvedProblemEntity.build(PutTransaction)
            .item({ userId: r.userId, problemId: r.problemId, submissionId: r.submissionId, ...r.firstSolve, solvedAt: at })
            .options({ condition: absent }),
        ]
      : []),
    ...(r.firstSolveInLanguage
      ? [
          SolvedInLanguageEntity.build(PutTransaction)
            .item({ userId: r.userId, problemId: r.problemId, language: r.firstSolveInLanguage, submissionId: r.submissionId, solvedAt: at })
            .options({ condition: absent }),
          problemSolverWrite(r.problemId, r.firstSolveInLanguage),
        ]
      : []),
    statsUpdate(r),
    ...(r.xp > 0
      ? periodKinds.map(([kind, field]) => XpCounterEntity.build(UpdateTransaction).item({ userId: r.userId, kind, period: r.periods[field], xp: $add(r.xp) }))
      : []),
    ...periodKinds.map(([kind, field]) =>
      ActivityCounterEntity.build(UpdateTransaction).item({
        userId: r.userId,
        kind,
        period: r.periods[field],
        submissions: $add(1),
        ...(r.verdict === 'AC' && { accepted: $add(1) }),
        ...(r.firstSolve && { solved: $add(1) }),
        ...timedSolve(r),
      }),
    ),
  ];
}

/** What one recorded weekly challenge submission adds to the user's progress. */
export interface ChallengeProgress {
  userId: string;
  /** XP beyond what the challenge awarded before (docs/decisions/D08: 10 per passed test, the best counts). */
  xp: number;
  /** Points beyond the entry's best before. */
  points: number;
  /** The entry's first judged submission: the challenge counts as entered. */
  firstJudged: boolean;
  periods: XpPeriods;
  at: Date;
}

/**
 * The writes of a challenge result's progress, for its record transaction (data/challenge-entries.ts):
 * the weekly-challenge totals and XP on the stats item, and the XP into every period counter
 * (docs/requirements/dashboard.md §3: xp, daily, weekly, monthly and yearly), as a practice award does.
 */
export function challengeProgressItems(r: ChallengeProgress) {
  const changes = {
    ...(r.firstJudged && { challengesEntered: $add(1) }),
    ...(r.xp > 0 && { xp: $add(r.xp), challengeXp: $add(r.xp), lastXpAt: r.at.toISOString() }),
    ...(r.points > 0 && { challengePoints: $add(r.points) }),
  };
  const weekly = {
    ...(r.firstJudged && { entered: $add(1) }),
    ...(r.xp > 0 && { xp: $add(r.xp) }),
    ...(r.points > 0 && { points: $add(r.points) }),
  };
  const changed = Object.keys(changes).length > 0;
  return [
    ...(changed ? [UserStatsEntity.build(UpdateTransaction).item({ userId: r.userId, ...changes })] : []),
    // The weekly challenge summary of the UTC week the result came in (the week joins count in too).
    ...(changed ? [WeeklyChallengeJoinsEntity.build(UpdateTransaction).item({ userId: r.userId, week: xpPeriodsOf(r.at, undefined).week, ...weekly })] : []),
    ...(r.xp > 0
      ? periodKinds.map(([kind, field]) => XpCounterEntity.build(UpdateTransaction).item({ userId: r.userId, kind, period: r.periods[field], xp: $add(r.xp) }))
      : []),
  ];
}
