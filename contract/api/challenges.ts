import { z } from 'zod';
import { challengeStatuses, newChallengeSchema } from '../challenges';
import { difficultySchema } from '../difficulty';
import { defineRoute } from '../http/route';
import { judgeLanguages } from '../judge';
import { MAX_ID_LENGTH } from './ids';

/** Spec 2 §7.4: the list reads 100 challenges at most, newest first. */
export const CHALLENGES_LISTED = 100;

export const challengeIdSchema = z.string().regex(/^wc-[a-z0-9-]+$/, 'Unknown weekly challenge').max(MAX_ID_LENGTH);

/** How much of a weekly limit the caller used this week (-1: unlimited). */
export const allowanceSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(-1) });
export type Allowance = z.infer<typeof allowanceSchema>;

export const challengeSummarySchema = z.object({
  challengeId: z.string(),
  title: z.string(),
  /** The description's first line (spec 2 §2.6), without Markdown marks. */
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

/** The caller's figures on the list's five stat cards (spec 2 §2.6). */
export const challengeStatsSchema = z.object({
  participated: z.number().int(),
  /** Best and average final rank over completed challenges; null before the first. */
  bestRank: z.number().int().nullable(),
  averageRank: z.number().nullable(),
  points: z.number().int(),
  /** Challenges joined over challenges held since the caller's account was created, whole percent. */
  participationPercent: z.number().int().min(0).max(100),
});

export const challengeListSchema = z.object({
  challenges: z.array(challengeSummarySchema).max(CHALLENGES_LISTED),
  stats: challengeStatsSchema,
  /** Weekly challenges joined this ISO week (UTC) and the plan's limit (spec 2 §2.6 Join Now). */
  joins: allowanceSchema,
});
export type ChallengeList = z.infer<typeof challengeListSchema>;

/** What the challenge page shows of the challenge itself; null for a student while it is upcoming. */
export const challengeContentSchema = z.object({
  description: z.string(),
  starterCode: z.record(z.enum(judgeLanguages), z.string()),
  /** Test 1, shown with its expected output (spec 2 §2.7). */
  firstTest: z.object({ input: z.string(), expected: z.string() }),
  timeMs: z.number().int(),
  memoryMb: z.number().int(),
});

export const challengeDetailSchema = challengeSummarySchema.extend({
  content: challengeContentSchema.nullable(),
  joins: allowanceSchema,
  /** Submissions the caller made to this challenge and the plan's limit per challenge. */
  submissions: allowanceSchema,
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

const challengeParams = z.object({ challengeId: challengeIdSchema });

/** The weekly challenges feature (lambdas/challenges), spec 2 §2.6–§2.7, issue 9. */
export const challengesApi = {
  /** Staff schedule a challenge; its status follows its dates from then on. */
  createChallenge: defineRoute({
    id: 'CreateChallenge', feature: 'challenges', method: 'POST', path: '/weekly-challenges', access: 'staff',
    grants: ['table:write', 'packages:write-challenges'],
    body: newChallengeSchema,
    response: z.object({ challengeId: z.string(), status: z.enum(challengeStatuses) }),
    status: 201,
  }),
  listChallenges: defineRoute({
    id: 'ListChallenges', feature: 'challenges', method: 'GET', path: '/weekly-challenges', access: 'user', grants: ['table:read'],
    response: challengeListSchema,
  }),
  getChallenge: defineRoute({
    id: 'GetChallenge', feature: 'challenges', method: 'GET', path: '/weekly-challenges/{challengeId}', access: 'user', grants: ['table:read', 'packages:read'],
    params: challengeParams,
    response: challengeDetailSchema,
  }),
  /**
   * Join Now (spec 2 §2.6): counts the challenge toward the caller's weekly limit once, in the write
   * that checks the limit; 403 with the spec's message past it, 409 when the challenge is not active.
   */
  joinChallenge: defineRoute({
    id: 'JoinChallenge', feature: 'challenges', method: 'POST', path: '/weekly-challenges/{challengeId}/join', access: 'user',
    grants: ['table:read', 'table:write'],
    params: challengeParams,
    response: z.object({ joins: allowanceSchema }),
  }),
};
