import { QueryCommand, type FormattedItem } from 'dynamodb-toolbox';
import { ActivityCounterEntity } from './entities/activity-counter';
import { keys, type XpPeriodKind } from './keys';
import { table } from './table';

export type ActivityCount = Pick<FormattedItem<typeof ActivityCounterEntity>, 'period'> & {
  submissions: number;
  accepted: number;
  solved: number;
  timedSolves: number;
  solveSeconds: number;
};

/**
 * Judged submissions, accepted ones and first solves per period of one kind from `from` to `to`
 * (inclusive, in the kind's format): one Query of the user's counters, oldest first. Periods
 * without activity have no item.
 */
export async function getActivityHistory(userId: string, kind: XpPeriodKind, from: string, to: string): Promise<ActivityCount[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ActivityCounterEntity)
    .query({ partition: keys.user(userId), range: { between: [keys.activityCounter(kind, from), keys.activityCounter(kind, to)] } })
    .options({ maxPages: Infinity })
    .send();
  return Items.map(({ period, submissions, accepted, solved, timedSolves, solveSeconds }) => ({
    period,
    submissions: submissions ?? 0,
    accepted: accepted ?? 0,
    solved: solved ?? 0,
    timedSolves: timedSolves ?? 0,
    solveSeconds: solveSeconds ?? 0,
  }));
}
