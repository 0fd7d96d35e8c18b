import { z } from 'zod';
import { challengeStatuses, newChallengeSchema } from '../challenges';
import { difficultySchema } from '../difficulty';
import { defineRoute } from '../http/route';
import { codeRequestSchema, judgeLanguages, verdictSchema } from '../judge';
import { runResponseSchema } from './submissions';
import { MAX_ID_LENGTH } from './ids';

/** docs/requirements/challenges.md §1: the list reads 100 challenges at most, newest first. */
export const CHALLENGES_LISTED = 100;

/**
 * A challenge id in a path. Any id of the ids' letters (letters, digits, '-', '_'; up to 100) is well
 * formed and is looked up: one that names no challenge answers 404 'Weekly Challenge Problem Not
 * Found' (ids are made `wc-<week>-<hex>`, but a mistyped or old link is still a missing page, not a
 * bad request). Anything else (spaces, slashes, dots, too long) answers 400.
 */
export const challengeIdSchema = z
  .string()
  .max(MAX_ID_LENGTH, 'Malformed weekly challenge id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Malformed weekly challenge id');

/** How much of a weekly limit the caller used this week (-1: unlimited). */
export const allowanceSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(-1) });
export type Allowance = z.infer<typeof allowanceSchema>;

export const challengeSummarySchema = z.object({
  challengeId: z.string(),
  title: z.string(),
  /** The description's first line (docs/requirements/challenges.md §1), without Markdown marks. */
  summary: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  status: z.enum(challengeStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  testCount: z.number().int(),
  /** Whether the caller joined it / submitted to it. */
  joined: z.boolean(),
  submitted: z.boolean(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

/** The caller's figures on the list's five stat cards (docs/requirements/challenges.md §1). */
export const challengeStatsSchema = z.object({
  participated: z.number().int(),
  /** Best and average final rank over completed challenges; null before the first. */
  bestRank: z.number().int().nullable(),
  averageRank: z.number().nullable(),
  points: z.number().int(),
  /** Challenges joined over challenges held since the caller's account was created, whole percent. */
  participationPercent: z.number().int().min(0).max(100),
});

/** docs/requirements/challenges.md §2: the Top Performers list shows three. */
export const TOP_PERFORMERS_SHOWN = 3;

/** A row of Top Performers (docs/requirements/challenges.md §1): name ('Anonymous' when missing), points, time and length of the best submission. */
export const topPerformerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  points: z.number().int(),
  averageTimeMs: z.number(),
  chars: z.number().int(),
});
export type TopPerformer = z.infer<typeof topPerformerSchema>;

/** The optimality band of a score (docs/decisions/D08; docs/requirements/challenges.md §3: the colours, and brown with 'To be checked' until it is scored). */
export const optimalityBandSchema = z.object({ label: z.string(), colour: z.enum(['green', 'yellow', 'orange', 'red', 'brown']) });

/** The score card of one judged challenge submission (docs/requirements/challenges.md §3), from the judge's own figures (docs/decisions/D08). */
export const challengeScoreSchema = z.object({
  submissionId: z.string(),
  language: z.enum(judgeLanguages),
  status: z.enum(['queued', 'running', 'done']),
  verdict: verdictSchema.optional(),
  passedTests: z.number().int(),
  totalTests: z.number().int(),
  /** 10 per passed test, out of 200. */
  xp: z.number().int(),
  /** 0–400, and its band. */
  optimality: z.number(),
  band: optimalityBandSchema,
  /** 0–1000. */
  points: z.number().int(),
  averageTimeMs: z.number(),
  chars: z.number().int(),
  tests: z.array(z.object({ index: z.number().int(), verdict: verdictSchema, timeMs: z.number(), memoryKb: z.number() })),
  submittedAt: z.string(),
});
export type ChallengeScore = z.infer<typeof challengeScoreSchema>;

/** The caller's own state on a challenge: the saved draft, how many submissions, the latest score card. */
export const challengeEntrySchema = z.object({
  draft: z.object({ language: z.enum(judgeLanguages), source: z.string(), elapsedSeconds: z.number().int(), savedAt: z.string() }).nullable(),
  /** The latest submission's score card (judging, or judged); null before the first. */
  latest: challengeScoreSchema.nullable(),
  /** The best points of the caller's judged submissions (what the rankings count); null before one. */
  bestPoints: z.number().int().nullable(),
});
export type ChallengeEntry = z.infer<typeof challengeEntrySchema>;

/** The stopwatch's seconds (docs/requirements/challenges.md §2), as the page measured them: the student's own figure, ranked by nothing. */
const elapsedSecondsSchema = z
  .number()
  .int()
  .min(0)
  .max(10 * 365 * 24 * 3600);
export const challengeCodeSchema = codeRequestSchema.extend({ elapsedSeconds: elapsedSecondsSchema.default(0) });

export const challengeListSchema = z.object({
  challenges: z.array(challengeSummarySchema).max(CHALLENGES_LISTED),
  stats: challengeStatsSchema,
  /** Weekly challenges joined this ISO week (UTC) and the plan's limit (docs/requirements/challenges.md §1 Join Now). */
  joins: allowanceSchema,
  /** The weekly challenge summary of this ISO week (UTC) (docs/requirements/dashboard.md §5 weeklyChallengeSummary): entered, XP and points gained. */
  thisWeek: z.object({ joined: z.number().int(), entered: z.number().int(), xp: z.number().int(), points: z.number().int() }),
  /** The active block (docs/requirements/challenges.md §1): the first active challenge's Top Performers and the caller's latest score card there. */
  active: z
    .object({ challengeId: z.string(), topPerformers: z.array(topPerformerSchema).max(TOP_PERFORMERS_SHOWN), mine: challengeScoreSchema.nullable() })
    .nullable(),
});
export type ChallengeList = z.infer<typeof challengeListSchema>;

/** What the challenge page shows of the challenge itself; null for a student while it is upcoming. */
export const challengeContentSchema = z.object({
  description: z.string(),
  starterCode: z.record(z.enum(judgeLanguages), z.string()),
  /** Test 1, shown with its expected output (docs/requirements/challenges.md §2). */
  firstTest: z.object({ input: z.string(), expected: z.string() }),
  timeMs: z.number().int(),
  memoryMb: z.number().int(),
});

export const challengeDetailSchema = challengeSummarySchema.extend({
  content: challengeContentSchema.nullable(),
  topPerformers: z.array(topPerformerSchema).max(TOP_PERFORMERS_SHOWN),
  entry: challengeEntrySchema,
  joins: allowanceSchema,
  /** Submissions the caller made to this challenge and the plan's limit per challenge. */
  submissions: allowanceSchema,
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

const challengeParams = z.object({ challengeId: challengeIdSchema });

/** The weekly challenges feature (lambdas/challenges), docs/requirements/challenges.md §1–§5. */
export const challengesApi = {
  /** Staff schedule a challenge; its status follows its dates from then on. */
  createChallenge: defineRoute({
    id: 'CreateChallenge',
    feature: 'challenges',
    method: 'POST',
    path: '/weekly-challenges',
    access: 'staff',
    grants: ['table:write', 'packages:write-challenges'],
    body: newChallengeSchema,
    response: z.object({ challengeId: z.string(), status: z.enum(challengeStatuses) }),
    status: 201,
  }),
  /** The home page's competitive section (docs/requirements/shell.md §6): the active challenge, for anyone; null when none is. */
  activeChallenge: defineRoute({
    id: 'ActiveChallenge',
    feature: 'challenges',
    method: 'GET',
    path: '/weekly-challenges/active',
    access: 'public',
    grants: ['table:read'],
    response: z.object({ challenge: z.object({ challengeId: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable() }),
  }),
  listChallenges: defineRoute({
    id: 'ListChallenges',
    feature: 'challenges',
    method: 'GET',
    path: '/weekly-challenges',
    access: 'user',
    grants: ['table:read'],
    response: challengeListSchema,
  }),
  getChallenge: defineRoute({
    id: 'GetChallenge',
    feature: 'challenges',
    method: 'GET',
    path: '/weekly-challenges/{challengeId}',
    access: 'user',
    grants: ['table:read', 'packages:read'],
    params: challengeParams,
    response: challengeDetailSchema,
  }),
  /**
   * Join Now (docs/requirements/challenges.md §1): counts the challenge toward the caller's weekly limit once, in the write
   * that checks the limit; 403 with the spec's message past it, 409 when the challenge is not active.
   */
  joinChallenge: defineRoute({
    id: 'JoinChallenge',
    feature: 'challenges',
    method: 'POST',
    path: '/weekly-challenges/{challengeId}/join',
    access: 'user',
    grants: ['table:read', 'table:write'],
    params: challengeParams,
    response: z.object({ joins: allowanceSchema }),
  }),
  /** Run (docs/requirements/challenges.md §2): test 1 only, synchronously; for a joined student while the challenge is active and not submitted out. */
  runChallenge: defineRoute({
    id: 'RunChallenge',
    feature: 'challenges',
    method: 'POST',
    path: '/weekly-challenges/{challengeId}/run',
    access: 'user',
    grants: ['table:read', 'packages:read', 'judge:invoke'],
    params: challengeParams,
    body: codeRequestSchema,
    response: runResponseSchema,
  }),
  /** Save (docs/requirements/challenges.md §2): the draft with the stopwatch and language; 409 'Code already submitted…' once submitted out. */
  saveChallengeDraft: defineRoute({
    id: 'SaveChallengeDraft',
    feature: 'challenges',
    method: 'PUT',
    path: '/weekly-challenges/{challengeId}/draft',
    access: 'user',
    grants: ['table:read', 'table:write'],
    params: challengeParams,
    body: challengeCodeSchema,
    response: challengeEntrySchema.shape.draft.unwrap(),
  }),
  /**
   * Submit (docs/requirements/challenges.md §4): judged by the workflow like any submission, scored by docs/decisions/D08 when recorded.
   * One transaction checks the challenge is active and before its end, the caller joined it, and
   * their submissions stay within the plan's per-challenge limit (403 with the spec's message past
   * it; 409 'You have already submitted…' when none is left).
   */
  submitChallenge: defineRoute({
    id: 'SubmitChallenge',
    feature: 'challenges',
    method: 'POST',
    path: '/weekly-challenges/{challengeId}/submissions',
    access: 'user',
    grants: ['table:read', 'table:write', 'workflow:start'],
    params: challengeParams,
    body: challengeCodeSchema,
    response: z.object({ submissionId: z.string() }),
    status: 202,
  }),
};
