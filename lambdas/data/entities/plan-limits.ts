import { Entity, any, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * The `meta/plans` document (docs/requirements/plans.md §1): per plan, the limits an admin overrides. Stored loosely
 * (`limits` is { free?: {...}, pro?: {...}, premium?: {...} }, any subset of fields) and validated
 * where it is read, so a partial or odd override never breaks the defaults.
 */
export const PlanLimitsEntity = new Entity({
  name: 'PlanLimits',
  table,
  schema: item({
    name: string().key().enum('plans'),
    limits: any().optional(),
    updatedAt: string().optional(),
  }),
  computeKey: ({ name }) => ({ pk: keys.meta(name), sk: keys.metaSort() }),
});
