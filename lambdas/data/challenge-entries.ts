/**
 * A user's part in a weekly challenge: the submissions they make (counted against the plan's limit
 * in the write that stores them), their draft, and the result of each judged submission recorded
 * with its score (docs/decisions/D08), the entry's best and the XP in one transaction (entities/challenge.ts).
 */
import { $add, ConditionCheck, GetItemCommand, PutTransaction, QueryCommand, UpdateTransaction, type Condition, type FormattedItem } from 'dynamodb-toolbox';
import type { JudgeLanguage } from '@contract/judge';
import { xpPeriodsOf } from '@contract/progress';
import { accountWritableCheck } from './account-guard';
import { ChallengeEntity, ChallengeEntryEntity, ChallengeJoinEntity } from './entities/challenge';
import { CodeDraftEntity } from './entities/code-draft';
import { keys } from './keys';
import { named, namedTransaction } from './named-transaction';
import { challengeProgressItems, readProgressClaims } from './progress-counters';
import {
  finishSubmissionAlone,
  finishedSubmissionUpdate,
  queuedSubmissionPut,
  type NewSubmission,
  type RecordOutcome,
  type SubmissionResult,
} from './submissions';
import { table } from './table';

export type StoredChallengeEntry = FormattedItem<typeof ChallengeEntryEntity>;

export async function getChallengeEntry(userId: string, challengeId: string): Promise<StoredChallengeEntry | undefined> {
  const { Item } = await ChallengeEntryEntity.build(GetItemCommand).key({ userId, challengeId }).options({ consistent: true }).send();
  return Item;
}

/** `submissions < limit` on the entry (absent: none yet); unlimited (-1) has no condition. */
function submissionsLeft(limit: number): Condition<typeof ChallengeEntryEntity> | undefined {
  if (limit < 0) return undefined;
  return {
    or: [
      { attr: 'submissions', exists: false },
      { attr: 'submissions', lt: limit },
    ],
  };
}

export type ChallengeSubmissionCreation = 'created' | 'accountGone' | 'notOpen' | 'notJoined' | 'limitReached';

/**
 * Stores the queued submission of the challenge's problem and, in the same transaction, checks the
 * account, that the challenge is active and before its end (the scheduler may be a minute late),
 * that the user joined it, and counts it on the entry while within the plan's limit per challenge.
 */
export async function createChallengeSubmission(
  submission: NewSubmission,
  options: { limit: number; name: string; now: Date },
): Promise<ChallengeSubmissionCreation> {
  const { userId, problemId: challengeId } = submission;
  const condition = submissionsLeft(options.limit);
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    {
      name: 'challengeOpen',
      item: ChallengeEntity.build(ConditionCheck)
        .key({ challengeId })
        .condition({
          and: [
            { attr: 'status', eq: 'active' },
            { attr: 'endsAt', gt: options.now.toISOString() },
          ],
        }),
    },
    { name: 'join', item: ChallengeJoinEntity.build(ConditionCheck).key({ userId, challengeId }).condition({ attr: 'userId', exists: true }) },
    {
      name: 'entry',
      item: ChallengeEntryEntity.build(UpdateTransaction)
        .item({
          userId,
          challengeId,
          name: options.name,
          submissions: $add(1),
          lastSubmissionId: submission.submissionId,
          lastSubmittedAt: submission.createdAt,
        })
        .options(condition ? { condition } : {}),
    },
    { name: 'submission', item: queuedSubmissionPut(submission) },
  ]);
  if (!cancelled) return 'created';
  const { failed } = cancelled;
  if (failed.has('account')) return 'accountGone';
  if (failed.has('challengeOpen')) return 'notOpen';
  if (failed.has('join')) return 'notJoined';
  if (failed.has('entry')) return 'limitReached';
  throw cancelled.error;
}

export type DraftSave = 'saved' | 'submittedOut' | 'accountGone';

/** Save: replaces the draft while the user has submissions left (docs/requirements/challenges.md §2: refused once submitted). */
export async function saveChallengeDraft(
  draft: { userId: string; challengeId: string; language: JudgeLanguage; source: string; elapsedSeconds: number; savedAt: string },
  limit: number,
): Promise<DraftSave> {
  const { userId, challengeId, ...code } = draft;
  const condition = submissionsLeft(limit);
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    ...named('submissionsLeft', condition ? [ChallengeEntryEntity.build(ConditionCheck).key({ userId, challengeId }).condition(condition)] : []),
    { name: 'draft', item: CodeDraftEntity.build(PutTransaction).item({ userId, problemId: challengeId, ...code }) },
  ]);
  if (!cancelled) return 'saved';
  if (cancelled.failed.has('account')) return 'accountGone';
  if (cancelled.failed.has('submissionsLeft')) return 'submittedOut';
  throw cancelled.error;
}

/** The best entries of a challenge: points, then time, then length (keys.challengeStanding). */
export async function listTopEntries(challengeId: string, limit: number): Promise<StoredChallengeEntry[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ChallengeEntryEntity)
    .query({ index: 'gsi2', partition: keys.challengeStandings(challengeId) })
    .options({ reverse: true, limit })
    .send();
  return Items;
}

/** A judged challenge submission's score (docs/decisions/D08) (lambdas/challenges/score.ts). */
export interface RecordedScore {
  points: number;
  optimality: number;
  xp: number;
  averageTimeMs: number;
  chars: number;
}

const MAX_RECORD_ATTEMPTS = 4;

/**
 * Stores the result with its score (running → done) and, in the same transaction, the entry's best
 * (and its place in the standings) when this one beats it, the XP it adds beyond the entry's best XP
 * into the stats and every period counter, and the challenge totals. The entry's `judged` count read
 * first is the lock: a racing result makes this one read and write again. An IE result, or an
 * account that is gone, stores the result alone.
 */
export async function recordChallengeResult(
  submission: { submissionId: string; userId: string; challengeId: string },
  result: SubmissionResult,
  score: RecordedScore,
  now = new Date(),
): Promise<RecordOutcome> {
  const { submissionId, userId, challengeId } = submission;
  if (result.verdict === 'IE') return finishSubmissionAlone(submissionId, result, now, score);
  for (let attempt = 1; attempt <= MAX_RECORD_ATTEMPTS; attempt++) {
    const [claims, entry] = await Promise.all([readProgressClaims(userId, challengeId), getChallengeEntry(userId, challengeId)]);
    if (!claims.accountWritable || !entry) return finishSubmissionAlone(submissionId, result, now, score);
    const xp = Math.max(0, score.xp - (entry.xpAwarded ?? 0));
    const better = entry.bestPoints === undefined || isBetter(score, entry);
    const points = better ? score.points - (entry.bestPoints ?? 0) : 0;
    const entryUpdate = ChallengeEntryEntity.build(UpdateTransaction)
      .item({
        userId,
        challengeId,
        judged: $add(1),
        xpAwarded: Math.max(score.xp, entry.xpAwarded ?? 0),
        ...(better && {
          bestPoints: score.points,
          bestSubmissionId: submissionId,
          bestAverageTimeMs: score.averageTimeMs,
          bestChars: score.chars,
          gsi2pk: keys.challengeStandings(challengeId),
          gsi2sk: keys.challengeStanding(score.points, score.averageTimeMs, score.chars, userId),
        }),
      })
      .options({ condition: entry.judged === undefined ? { attr: 'judged', exists: false } : { attr: 'judged', eq: entry.judged } });
    const cancelled = await namedTransaction([
      { name: 'submission', item: finishedSubmissionUpdate(submissionId, result, xp, now, score) },
      { name: 'account', item: accountWritableCheck(userId) },
      { name: 'entry', item: entryUpdate },
      ...named(
        'progress',
        challengeProgressItems({ userId, xp, points, firstJudged: entry.judged === undefined, periods: xpPeriodsOf(now, claims.timezone), at: now }),
      ),
    ]);
    if (!cancelled) return { recorded: true, xpAwarded: xp };
    if (cancelled.failed.has('submission')) return { recorded: false, xpAwarded: 0 };
    if (cancelled.failed.has('account')) return finishSubmissionAlone(submissionId, result, now, score);
    // The entry's judged count moved on (a racing result), or a conflicting transaction: read again.
    if (cancelled.failed.size === 0 && cancelled.conflicted.size === 0) throw cancelled.error;
  }
  throw new Error(`could not record challenge submission ${submissionId}: its entry kept changing`);
}

/** Ranked as the standings sort: more points, then less time, then fewer characters. */
function isBetter(score: RecordedScore, entry: StoredChallengeEntry): boolean {
  if (score.points !== entry.bestPoints) return score.points > (entry.bestPoints ?? -1);
  if (score.averageTimeMs !== entry.bestAverageTimeMs) return score.averageTimeMs < (entry.bestAverageTimeMs ?? Infinity);
  return score.chars < (entry.bestChars ?? Infinity);
}
