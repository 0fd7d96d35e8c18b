import { Entity, item, number, set, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A user's progress (docs/requirements/dashboard.md §5 "Progress"): XP (on every award) and the streak (on a day's first
 * visit), apart from the profile so those writes stay small. The record transaction of every judged
 * submission ADDs its counters (data/submissions.ts; DynamoDB's ADD takes top-level attributes only,
 * hence one attribute per language and difficulty). Level is not stored: it is derived from xp
 * (contract/progress.ts). XP per period lives in XpCounter items, not in lists here. A user created
 * before this item existed simply has none yet: reads default every field, and the first award
 * creates it (an UPDATE with ADD). Every counter is optional for that reason: readers default it.
 */
export const UserStatsEntity = new Entity({
  name: 'UserStats',
  table,
  schema: item({
    userId: string().key(),
    // Optional, with put defaults: an item an UPDATE created (an award before any streak) still reads.
    xp: number().optional().default(0),
    lastXpAt: string().optional(),
    currentStreak: number().optional().default(1),
    longestStreak: number().optional().default(1),
    /** yyyy-mm-dd in the user's timezone: the last day that counted for the streak (docs/decisions/D07). */
    lastLoginDate: string().optional(),
    /** Judged submissions (docs/requirements/dashboard.md §5 successRateData.totalSubmissions) and the accepted ones. */
    submissions: number().optional(),
    acceptedSubmissions: number().optional(),
    /** Tests run and passed over all judged submissions: the success rate's inputs. */
    testsRun: number().optional(),
    testsPassed: number().optional(),
    /** Distinct problems submitted (the first attempt of each) and solved (the first AC of each). */
    problemsAttempted: number().optional(),
    solved: number().optional(),
    solvedEasy: number().optional(),
    solvedMedium: number().optional(),
    solvedHard: number().optional(),
    lastSolvedAt: string().optional(),
    /**
     * The ids of the problems solved (ADDed with `solved`): the problems list's Solved marks in the
     * same GetItem as the tiles, no Query. About 30 bytes a problem: 2,000 solves stay under 64 KB.
     */
    solvedIds: set(string()).optional(),
    /** First solves that carried the solving screen's timer, and their seconds: the average solving time. */
    timedSolves: number().optional(),
    solveSeconds: number().optional(),
    /** Judged submissions per language (docs/requirements/dashboard.md §5 languageSubmissionCounts). */
    cppSubmissions: number().optional(),
    pythonSubmissions: number().optional(),
    javaSubmissions: number().optional(),
    javascriptSubmissions: number().optional(),
    /** Weekly challenges (docs/requirements/dashboard.md §5 weeklyChallengeSummary): entered (first judged submission), XP and best points earned. */
    challengesEntered: number().optional(),
    challengeXp: number().optional(),
    challengePoints: number().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.statsSort() }),
});
