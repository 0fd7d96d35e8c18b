/**
 * The weekly problem quota's items (docs/decisions/D03): per user and ISO week of their timezone, a count of
 * the distinct problems submitted and one mark per problem counted. data/submissions.ts puts these
 * in the transaction that creates the submission, so the quota is checked in the write that uses it.
 */
import { $add, ConditionCheck, GetItemCommand, PutTransaction, UpdateTransaction, type Condition } from 'dynamodb-toolbox';
import { WeeklyProblemCountEntity, WeeklyProblemMarkEntity } from './entities/weekly-problems';
import { expiresIn } from './table';

/** The week a submission counts in and the plan's limit then (-1: unlimited). */
export interface WeeklyQuota {
  /** ISO week in the user's timezone, 2026-W48. */
  week: string;
  limit: number;
}

/** A mark outlives its week (at most 7 days, plus a timezone's offset) by a safe margin. */
const MARK_TTL_SECONDS = 15 * 24 * 60 * 60;

/** `problems < limit`, where a count not created yet is 0; unlimited counts with no condition. */
function belowLimit(limit: number): Condition<typeof WeeklyProblemCountEntity> | undefined {
  if (limit < 0) return undefined;
  if (limit === 0) return { attr: 'problems', lt: 0 };
  return {
    or: [
      { attr: 'problems', exists: false },
      { attr: 'problems', lt: limit },
    ],
  };
}

/**
 * The writes that count a problem toward the week: its mark (only if absent: counted once) and the
 * count's increment (only while below the limit). Either condition failing cancels the transaction.
 */
export function countProblemItems(userId: string, problemId: string, submissionId: string, quota: WeeklyQuota, at: Date) {
  const condition = belowLimit(quota.limit);
  return [
    WeeklyProblemMarkEntity.build(PutTransaction)
      .item({ userId, week: quota.week, problemId, submissionId, countedAt: at.toISOString(), expiresAt: expiresIn(MARK_TTL_SECONDS, at.getTime()) })
      .options({ condition: { attr: 'userId', exists: false } }),
    WeeklyProblemCountEntity.build(UpdateTransaction)
      .item({ userId, week: quota.week, problems: $add(1) })
      .options(condition ? { condition } : {}),
  ] as const;
}

/** A transaction item that holds only if the problem is already counted this week. */
export function problemCountedCheck(userId: string, problemId: string, week: string) {
  return WeeklyProblemMarkEntity.build(ConditionCheck).key({ userId, week, problemId }).condition({ attr: 'userId', exists: true });
}

/** Whether the problem is counted this week already (the transaction checks it again). */
export async function isProblemCounted(userId: string, problemId: string, week: string): Promise<boolean> {
  const { Item } = await WeeklyProblemMarkEntity.build(GetItemCommand)
    .key({ userId, week, problemId })
    .options({ attributes: ['userId'] })
    .send();
  return Item !== undefined;
}

/** How many distinct problems the user submitted in the week (0 before the first). */
export async function getWeeklyProblemCount(userId: string, week: string): Promise<number> {
  const { Item } = await WeeklyProblemCountEntity.build(GetItemCommand).key({ userId, week }).options({ consistent: true }).send();
  return Item?.problems ?? 0;
}
