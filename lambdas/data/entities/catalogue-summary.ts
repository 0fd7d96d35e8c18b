import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * The `meta/summary` document (docs/requirements/practice.md §7): how many problems the catalogue holds, in all and by
 * difficulty. Only ever ADDed to, in the same transaction that creates a problem or changes its
 * difficulty (lambdas/data/catalogue.ts), so it stays true without a count over the catalogue.
 */
export const CatalogueSummaryEntity = new Entity({
  name: 'CatalogueSummary',
  table,
  schema: item({
    name: string().key().enum('summary'),
    // Optional on read: the import transaction ADDs only the counts that change, so a catalogue
    // without Hard problems has no hardCount at all (getCatalogueSummary reads it as 0).
    totalProblems: number().optional().default(0),
    easyCount: number().optional().default(0),
    mediumCount: number().optional().default(0),
    hardCount: number().optional().default(0),
    updatedAt: string().optional(),
  }),
  computeKey: ({ name }) => ({ pk: keys.meta(name), sk: keys.metaSort() }),
});
