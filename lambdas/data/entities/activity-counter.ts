import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * Judged submissions in one period (day, ISO week, month or year of the user's timezone), next to
 * the XP counters: the dashboard's performance trends and solving-progress chart are one Query of
 * one kind between two periods. ADDed in the record transaction, so a redelivered result counts once.
 */
export const ActivityCounterEntity = new Entity({
  name: 'ActivityCounter',
  table,
  schema: item({
    userId: string().key(),
    kind: string().key().enum('D', 'W', 'M', 'Y'),
    /** 2026-11-23, 2026-W48, 2026-11 or 2026. */
    period: string().key(),
    // Optional on read: the record transaction's UPDATE only ADDs what happened, so a day with no
    // accepted submission has no `accepted` attribute at all. Readers count a missing one as 0.
    /** Judged submissions (an internal error is the judge's fault and not counted). */
    submissions: number().optional().default(0),
    /** Of those, accepted ones. */
    accepted: number().optional().default(0),
    /** Problems solved for the first time. */
    solved: number().optional().default(0),
    /** Of those, the ones timed by the solving screen, and their seconds (the trends' average solving time). */
    timedSolves: number().optional().default(0),
    solveSeconds: number().optional().default(0),
  }),
  computeKey: ({ userId, kind, period }) => ({ pk: keys.user(userId), sk: keys.activityCounter(kind, period) }),
});
