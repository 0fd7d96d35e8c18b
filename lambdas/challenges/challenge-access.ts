/**
 * The list, the page and Join Now (docs/requirements/challenges.md §1, §2): plain functions over the repository below
 * (repository.ts wires DynamoDB and S3). The weekly join limit counts per ISO week in UTC, as
 * challenges are one calendar for everyone (docs/requirements/challenges.md §6 week keys).
 */
import { CHALLENGES_LISTED, TOP_PERFORMERS_SHOWN, type Allowance, type ChallengeDetail, type ChallengeList } from '@contract/api/challenges';
import { challengeMessages, missingStarterCode } from '@contract/challenges';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { normalizePlan, type PlanLimits } from '@contract/plans';
import { xpPeriodsOf } from '@contract/progress';
import type { Role } from '@contract/roles';
import type { StoredChallengeEntry } from '../data/challenge-entries';
import type { ChallengeJoin, JoinOutcome, StoredChallenge, WeeklyChallengeSummary } from '../data/challenges';
import type { StoredCodeDraft } from '../data/code-drafts';
import type { StoredProblem } from '../data/problems';
import type { StoredSubmission } from '../data/submissions';
import { challengesHeldSince } from '../platform/challenge-participation';
import { mergePlanLimits } from '../platform/plan-limits';
import { Conflict, errors, Forbidden, NotFound } from '../shared/errors';
import { entryViewOf, scoreCardOf, topPerformerOf } from './challenge-entry-view';
import { summaryOf } from './challenge-view';

export interface ChallengeAccessRepository {
  listChallenges(limit: number): Promise<StoredChallenge[]>;
  getChallenge(challengeId: string): Promise<StoredChallenge | undefined>;
  /** The challenge's problem: statement, limits, starter code. */
  getChallengeProblem(challengeId: string): Promise<StoredProblem | undefined>;
  loadFirstTest(challengeId: string): Promise<{ input: string; expected: string }>;
  getMember(userId: string): Promise<{ plan?: string; createdAt: string } | undefined>;
  getStoredPlanLimits(): Promise<unknown>;
  listChallengeJoins(userId: string): Promise<ChallengeJoin[]>;
  getChallengeJoin(userId: string, challengeId: string): Promise<ChallengeJoin | undefined>;
  getWeeklyChallengeJoins(userId: string, week: string): Promise<number>;
  getWeeklyChallengeSummary(userId: string, week: string): Promise<WeeklyChallengeSummary>;
  listChallengeEntries(userId: string): Promise<StoredChallengeEntry[]>;
  getChallengeEntry(userId: string, challengeId: string): Promise<StoredChallengeEntry | undefined>;
  getChallengeDraft(userId: string, challengeId: string): Promise<StoredCodeDraft | undefined>;
  getSubmission(submissionId: string): Promise<StoredSubmission | undefined>;
  listTopEntries(challengeId: string, limit: number): Promise<StoredChallengeEntry[]>;
  joinChallenge(userId: string, challengeId: string, week: string, limit: number, now: Date): Promise<JoinOutcome>;
}

export const challengeErrors = {
  notFound: () => NotFound(challengeMessages.notFound),
  notActive: () => Conflict(challengeMessages.notActive),
  joinLimitReached: () => Forbidden(challengeMessages.joinLimitReached),
} as const;

/** Challenges count per ISO week in UTC. */
export function challengeWeekOf(now: Date): string {
  return xpPeriodsOf(now, undefined).week;
}

async function memberLimits(
  repository: ChallengeAccessRepository,
  userId: string,
): Promise<{ member: { plan?: string; createdAt: string }; limits: PlanLimits }> {
  const [member, stored] = await Promise.all([repository.getMember(userId), repository.getStoredPlanLimits()]);
  if (!member) throw errors.userAccountNotFound();
  return { member, limits: mergePlanLimits(stored)[normalizePlan(member.plan)] };
}

/** Entered over held: of the challenges that were open (started) while the account existed, those submitted to. */
export function participationPercent(challenges: readonly StoredChallenge[], entered: ReadonlySet<string>, accountCreatedAt: string): number {
  const held = challengesHeldSince(challenges, accountCreatedAt);
  if (held.length === 0) return 0;
  return Math.round((100 * held.filter((c) => entered.has(c.challengeId)).length) / held.length);
}

export async function listChallengesFor(repository: ChallengeAccessRepository, userId: string, now = new Date()): Promise<ChallengeList> {
  const week = challengeWeekOf(now);
  const [{ member, limits }, challenges, joins, entries, thisWeek] = await Promise.all([
    memberLimits(repository, userId),
    repository.listChallenges(CHALLENGES_LISTED),
    repository.listChallengeJoins(userId),
    repository.listChallengeEntries(userId),
    repository.getWeeklyChallengeSummary(userId, week),
  ]);
  const joined = new Set(joins.map((j) => j.challengeId));
  const entered = new Set(entries.filter((e) => e.submissions > 0).map((e) => e.challengeId));
  const active = challenges.find((c) => c.status === 'active');
  const points = entries.reduce((sum, e) => sum + (e.bestPoints ?? 0), 0);
  const ranks = entries.flatMap((e) => (e.finalRank === undefined ? [] : [e.finalRank]));
  return {
    challenges: challenges.map((c) => summaryOf(c, { joined: joined.has(c.challengeId), submitted: entered.has(c.challengeId) })),
    // Final places come with the rating of a completed challenge (rate-challenge.ts); null before the first.
    stats: {
      participated: entered.size,
      bestRank: ranks.length ? Math.min(...ranks) : null,
      averageRank: ranks.length ? Math.round((ranks.reduce((a, b) => a + b, 0) / ranks.length) * 10) / 10 : null,
      points,
      participationPercent: participationPercent(challenges, entered, member.createdAt),
    },
    joins: { used: thisWeek.joined, limit: limits.weekly_challenges_limit },
    thisWeek,
    active: active
      ? await activeBlockOf(
          repository,
          active.challengeId,
          entries.find((e) => e.challengeId === active.challengeId),
        )
      : null,
  };
}

/** The active challenge's Top Performers and the caller's latest score card there. */
async function activeBlockOf(
  repository: ChallengeAccessRepository,
  challengeId: string,
  entry: StoredChallengeEntry | undefined,
): Promise<NonNullable<ChallengeList['active']>> {
  const [top, latest] = await Promise.all([
    repository.listTopEntries(challengeId, TOP_PERFORMERS_SHOWN),
    entry?.lastSubmissionId ? repository.getSubmission(entry.lastSubmissionId) : Promise.resolve(undefined),
  ]);
  return { challengeId, topPerformers: top.map(topPerformerOf), mine: latest ? scoreCardOf(latest) : null };
}

function starterCodeOf(problem: StoredProblem): Record<JudgeLanguage, string> {
  return Object.fromEntries(judgeLanguages.map((language) => [language, problem.starterCode?.[language]?.code ?? missingStarterCode[language]])) as Record<
    JudgeLanguage,
    string
  >;
}

export async function getChallengeFor(
  repository: ChallengeAccessRepository,
  caller: { userId: string; role: Role },
  challengeId: string,
  now = new Date(),
): Promise<ChallengeDetail> {
  const challenge = await repository.getChallenge(challengeId);
  if (!challenge) throw challengeErrors.notFound();
  // Before it starts, only staff see what it asks (the statement and test 1 would be a head start).
  const showContent = challenge.status !== 'upcoming' || caller.role !== 'student';
  const [{ limits }, join, joinsThisWeek, entry, draft, top, problem, firstTest] = await Promise.all([
    memberLimits(repository, caller.userId),
    repository.getChallengeJoin(caller.userId, challengeId),
    repository.getWeeklyChallengeJoins(caller.userId, challengeWeekOf(now)),
    repository.getChallengeEntry(caller.userId, challengeId),
    repository.getChallengeDraft(caller.userId, challengeId),
    repository.listTopEntries(challengeId, TOP_PERFORMERS_SHOWN),
    showContent ? repository.getChallengeProblem(challengeId) : Promise.resolve(undefined),
    showContent ? repository.loadFirstTest(challengeId) : Promise.resolve(undefined),
  ]);
  const latest = entry?.lastSubmissionId ? await repository.getSubmission(entry.lastSubmissionId) : undefined;
  const submissionCount = entry?.submissions ?? 0;
  const content =
    problem && firstTest
      ? { description: challenge.description, starterCode: starterCodeOf(problem), firstTest, timeMs: problem.timeMs, memoryMb: problem.memoryMb }
      : null;
  const submissions: Allowance = { used: submissionCount, limit: limits.submissions_per_challenge };
  return {
    ...summaryOf(challenge, { joined: join !== undefined, submitted: submissionCount > 0 }),
    content,
    topPerformers: top.map(topPerformerOf),
    entry: entryViewOf(entry, draft, latest),
    joins: { used: joinsThisWeek, limit: limits.weekly_challenges_limit },
    submissions,
  };
}

/** Join Now: idempotent (joining again costs nothing); refused past the plan's weekly limit or outside the active window. */
export async function joinChallengeFor(
  repository: ChallengeAccessRepository,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<{ joins: Allowance }> {
  const challenge = await repository.getChallenge(challengeId);
  if (!challenge) throw challengeErrors.notFound();
  const { limits } = await memberLimits(repository, userId);
  const week = challengeWeekOf(now);
  const outcome = await repository.joinChallenge(userId, challengeId, week, limits.weekly_challenges_limit, now);
  if (outcome === 'accountGone') throw errors.userAccountNotFound();
  if (outcome === 'notActive') throw challengeErrors.notActive();
  if (outcome === 'limitReached') throw challengeErrors.joinLimitReached();
  return { joins: { used: await repository.getWeeklyChallengeJoins(userId, week), limit: limits.weekly_challenges_limit } };
}
