import { Entity, boolean, item, list, map, number, record, string } from 'dynamodb-toolbox';
import { challengeStatuses } from '@contract/challenges';
import { difficulties } from '@contract/difficulty';
import { judgeLanguages } from '@contract/judge';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A weekly challenge (docs/requirements/challenges.md §5) as staff scheduled it. What the judge needs of it (statement,
 * limits, starter code, test count) is a problem item of the same id marked with `challengeId`
 * (entities/problem.ts), its tests in the packages bucket like any problem's: the judge workflow
 * runs challenge submissions unchanged. gsi1 lists every challenge by start; gsi2 holds it while
 * a status change is still ahead (sparse), keyed by when, for the scheduler.
 */
export const ChallengeEntity = new Entity({
  name: 'Challenge',
  table,
  schema: item({
    challengeId: string().key(),
    title: string(),
    description: string(),
    tags: list(string()),
    difficulty: string().enum(...difficulties),
    status: string().enum(...challengeStatuses),
    startsAt: string(),
    endsAt: string(),
    testCount: number(),
    languageMetrics: record(string().enum(...judgeLanguages), map({ avgTimeMs: number(), avgChars: number() })).partial(),
    createdBy: string(),
    createdAt: string(),
    /** When the scheduler last moved its status. */
    statusChangedAt: string().optional(),
    /** When the completed challenge's contestants were rated (until then it stays in the scheduler's index). */
    ratedAt: string().optional(),
    gsi1pk: string(),
    gsi1sk: string(),
    /** Present while a status change is ahead: keys.scheduledChallenges(), keys.challengeDue(nextAt, id). */
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ challengeId }) => ({ pk: keys.challenge(challengeId), sk: keys.challengeSort() }),
  timestamps: false,
});

/** "This user joined this challenge" (Join Now, docs/requirements/challenges.md §1), in the user's partition: written once. */
export const ChallengeJoinEntity = new Entity({
  name: 'ChallengeJoin',
  table,
  schema: item({
    userId: string().key(),
    challengeId: string().key(),
    /** The ISO week (UTC) it counted in. */
    week: string(),
    joinedAt: string(),
  }),
  computeKey: ({ userId, challengeId }) => ({ pk: keys.user(userId), sk: keys.challengeJoinSort(challengeId) }),
  timestamps: false,
});

/**
 * A user's weekly challenge summary for one ISO week (UTC) (docs/requirements/dashboard.md §5 `weeklyChallengeSummary`
 * {xp, points, joined, totalChallenges}): the challenges joined, ADDed with each join on condition
 * `joins < limit` (the plan's weekly limit); the challenges first judged, and the XP and points a
 * result added, ADDed in the transaction that records it — so each counts once per user and week.
 */
export const WeeklyChallengeJoinsEntity = new Entity({
  name: 'WeeklyChallengeJoins',
  table,
  schema: item({
    userId: string().key(),
    week: string().key(),
    joins: number().default(0),
    entered: number().optional(),
    xp: number().optional(),
    points: number().optional(),
  }),
  computeKey: ({ userId, week }) => ({ pk: keys.user(userId), sk: keys.weeklyChallengeJoins(week) }),
  timestamps: false,
});

/**
 * A user's entry in one challenge (docs/requirements/challenges.md §5 "challenge submission", one per user and challenge),
 * in the user's partition: submissions used against the plan's limit (ADDed when one is created),
 * and the best judged score, which the challenge's standings rank (gsi2, highest first: points, then
 * lower average time, then fewer characters). `judged` counts recorded results: the record step's
 * optimistic lock, so two results recorded at once are written one after the other.
 */
export const ChallengeEntryEntity = new Entity({
  name: 'ChallengeEntry',
  table,
  schema: item({
    userId: string().key(),
    challengeId: string().key(),
    /** The name shown in Top Performers, as it was at the first submission ('Anonymous' when none). */
    name: string(),
    submissions: number().default(0),
    lastSubmissionId: string().optional(),
    lastSubmittedAt: string().optional(),
    judged: number().optional(),
    /** The most XP one submission earned here: later ones award only what they add to it. */
    xpAwarded: number().optional(),
    bestPoints: number().optional(),
    bestSubmissionId: string().optional(),
    bestAverageTimeMs: number().optional(),
    bestChars: number().optional(),
    /** The final place in the challenge's standings, set when the completed challenge is rated. */
    finalRank: number().optional(),
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ userId, challengeId }) => ({ pk: keys.user(userId), sk: keys.challengeEntrySort(challengeId) }),
  timestamps: false,
});

/**
 * A user's contest rating (docs/decisions/D26) from the weekly challenges they were ranked in: their
 * performances, newest first, each with the challenge it came from (so rating a challenge again
 * after a failure finds it rated), and the rating they give. Apart from XP, which it never touches.
 */
export const ContestRatingEntity = new Entity({
  name: 'ContestRating',
  table,
  schema: item({
    userId: string().key(),
    performances: list(map({ challengeId: string(), performance: number(), rank: number() })),
    contests: number(),
    rating: number(),
    displayed: number(),
    provisional: boolean(),
    ratedAt: string(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.contestRatingSort() }),
  timestamps: false,
});
