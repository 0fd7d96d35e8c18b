/**
 * Run, Save and Submit on the weekly challenge page (docs/requirements/challenges.md §2, §4), over the repository below
 * (play-repository.ts wires DynamoDB, the judge and the workflow). Each checks what the page shows
 * again on the server: the challenge is active and not past its end, the caller joined it, and they
 * have submissions left under their plan's per-challenge limit (docs/decisions/D03: free 1, pro 2, premium 3).
 * With none left the challenge is "submitted" for them: Save and Submit answer the spec's messages.
 */
import { randomUUID } from 'node:crypto';
import type { ChallengeEntry } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import { utf8Bytes, type CodeRequest, type JudgeLanguage, type RunResponse } from '@contract/judge';
import { normalizePlan } from '@contract/plans';
import type { ChallengeSubmissionCreation, DraftSave, StoredChallengeEntry } from '../data/challenge-entries';
import type { StoredChallenge } from '../data/challenges';
import type { NewSubmission } from '../data/submissions';
import { mergePlanLimits } from '../platform/plan-limits';
import { Conflict, DomainError, errors, Forbidden } from '../shared/errors';
import { logger } from '../shared/logger';
import { challengeErrors } from './challenge-access';

export interface ChallengePlayRepository {
  getChallenge(challengeId: string): Promise<StoredChallenge | undefined>;
  getChallengeLimits(challengeId: string): Promise<{ timeMs: number; memoryMb: number } | undefined>;
  loadFirstTest(challengeId: string): Promise<{ input: string; expected: string }>;
  getMember(userId: string): Promise<{ plan?: string; name?: string; email?: string } | undefined>;
  getStoredPlanLimits(): Promise<unknown>;
  isJoined(userId: string, challengeId: string): Promise<boolean>;
  getChallengeEntry(userId: string, challengeId: string): Promise<StoredChallengeEntry | undefined>;
  runTests(
    limits: { timeMs: number; memoryMb: number },
    tests: { input: string; expected: string }[],
    code: CodeRequest,
    challengeId: string,
  ): Promise<RunResponse>;
  saveChallengeDraft(
    draft: { userId: string; challengeId: string; language: JudgeLanguage; source: string; elapsedSeconds: number; savedAt: string },
    limit: number,
  ): Promise<DraftSave>;
  createChallengeSubmission(submission: NewSubmission, options: { limit: number; name: string; now: Date }): Promise<ChallengeSubmissionCreation>;
  startJudging(submissionId: string): Promise<void>;
}

export const playErrors = {
  notActive: () => Conflict(challengeMessages.notActive),
  notJoined: () => Forbidden(challengeMessages.notJoined),
  alreadySubmitted: () => Conflict(challengeMessages.alreadySubmitted),
  savedAfterSubmission: () => Conflict(challengeMessages.savedAfterSubmission),
  runFailed: () => new DomainError('JudgeUnavailable', 503, challengeMessages.runError),
  submitFailed: () => new DomainError('WorkflowUnavailable', 503, 'Failed to submit code. Please try again.'),
} as const;

/** Open for play at `now`: the scheduler's status, and the dates themselves (it may run a minute late). */
function isOpen(challenge: StoredChallenge, now: Date): boolean {
  const at = now.toISOString();
  return challenge.status === 'active' && challenge.startsAt <= at && at < challenge.endsAt;
}

async function submissionLimit(repository: ChallengePlayRepository, member: { plan?: string }): Promise<number> {
  return mergePlanLimits(await repository.getStoredPlanLimits())[normalizePlan(member.plan)].submissions_per_challenge;
}

const submittedOut = (entry: StoredChallengeEntry | undefined, limit: number) => limit >= 0 && (entry?.submissions ?? 0) >= limit;

/** The challenge, open, joined by the caller, with submissions left; and the caller's limit. */
async function playable(repository: ChallengePlayRepository, userId: string, challengeId: string, now: Date) {
  const [challenge, member, joined, entry] = await Promise.all([
    repository.getChallenge(challengeId),
    repository.getMember(userId),
    repository.isJoined(userId, challengeId),
    repository.getChallengeEntry(userId, challengeId),
  ]);
  if (!challenge) throw challengeErrors.notFound();
  if (!member) throw errors.userAccountNotFound();
  if (!isOpen(challenge, now)) throw playErrors.notActive();
  if (!joined) throw playErrors.notJoined();
  const limit = await submissionLimit(repository, member);
  return { challenge, member, entry, limit };
}

/** Run: test 1 only (docs/requirements/challenges.md §2), refused once submitted. */
export async function runChallenge(
  repository: ChallengePlayRepository,
  userId: string,
  challengeId: string,
  code: CodeRequest,
  now = new Date(),
): Promise<RunResponse> {
  const { entry, limit } = await playable(repository, userId, challengeId, now);
  if (submittedOut(entry, limit)) throw playErrors.alreadySubmitted();
  const [limits, firstTest] = await Promise.all([repository.getChallengeLimits(challengeId), repository.loadFirstTest(challengeId)]);
  if (!limits) throw challengeErrors.notFound();
  return repository.runTests(limits, [firstTest], code, challengeId);
}

/** Save: the draft with the stopwatch and language (docs/requirements/challenges.md §4); refused once submitted. */
export async function saveDraft(
  repository: ChallengePlayRepository,
  userId: string,
  challengeId: string,
  code: CodeRequest & { elapsedSeconds: number },
  now = new Date(),
): Promise<NonNullable<ChallengeEntry['draft']>> {
  const [challenge, member] = await Promise.all([repository.getChallenge(challengeId), repository.getMember(userId)]);
  if (!challenge) throw challengeErrors.notFound();
  if (!member) throw errors.userAccountNotFound();
  const draft = { language: code.language, source: code.source, elapsedSeconds: code.elapsedSeconds, savedAt: now.toISOString() };
  const saved = await repository.saveChallengeDraft({ userId, challengeId, ...draft }, await submissionLimit(repository, member));
  if (saved === 'accountGone') throw errors.userAccountNotFound();
  if (saved === 'submittedOut') throw playErrors.savedAfterSubmission();
  return draft;
}

/** The name Top Performers shows (docs/requirements/challenges.md §5): the user's name, else their e-mail, else 'Anonymous'. */
export function displayNameOf(member: { name?: string; email?: string }): string {
  return member.name?.trim() || member.email?.trim() || 'Anonymous';
}

/** Submit: stored and counted in one transaction, then judged by the workflow; the score comes with the result. */
export async function submitChallenge(
  repository: ChallengePlayRepository,
  userId: string,
  challengeId: string,
  code: CodeRequest & { elapsedSeconds: number },
  now = new Date(),
  newId: () => string = randomUUID,
): Promise<{ submissionId: string }> {
  const { member, entry, limit } = await playable(repository, userId, challengeId, now);
  if (submittedOut(entry, limit)) throw playErrors.alreadySubmitted();
  const submissionId = newId();
  const creation = await repository.createChallengeSubmission(
    {
      submissionId,
      userId,
      problemId: challengeId,
      language: code.language,
      source: code.source,
      sourceBytes: utf8Bytes(code.source),
      elapsedSeconds: code.elapsedSeconds,
      createdAt: now.toISOString(),
    },
    { limit, name: displayNameOf(member), now },
  );
  if (creation === 'accountGone') throw errors.userAccountNotFound();
  if (creation === 'notOpen') throw playErrors.notActive();
  if (creation === 'notJoined') throw playErrors.notJoined();
  // Another tab used the last submission between the read above and this write.
  if (creation === 'limitReached') throw playErrors.alreadySubmitted();
  try {
    await repository.startJudging(submissionId);
  } catch (error) {
    // The queued submission stays behind; the sweeper records it as IE (the student sees it failed).
    logger.error('could not start the judge workflow', { submissionId, error: (error as Error).message });
    throw playErrors.submitFailed();
  }
  return { submissionId };
}
