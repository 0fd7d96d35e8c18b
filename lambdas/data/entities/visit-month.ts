import { Entity, item, number, set, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * The streak calendar (docs/decisions/D07, docs/requirements/dashboard.md §1): the days of one month, in the user's timezone, on
 * which the user visited, as a number set (ADD of a day is idempotent). The dashboard's 6-week grid
 * spans at most three months: one Query of at most three small items.
 */
export const VisitMonthEntity = new Entity({
  name: 'VisitMonth',
  table,
  schema: item({
    userId: string().key(),
    /** yyyy-mm */
    month: string().key(),
    /** Days of the month, 1-31. */
    days: set(number()),
  }),
  computeKey: ({ userId, month }) => ({ pk: keys.user(userId), sk: keys.visitMonth(month) }),
});
