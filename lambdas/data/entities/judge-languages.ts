import { Entity, item, list, map, number, string } from 'dynamodb-toolbox';
import { judgeLanguages } from '@contract/judge';
import { keys } from '../keys';
import { table } from '../table';

/**
 * `meta/judge-languages`: the toolchain versions the judge images last reported, cached for a day
 * (expiresAt) so GET /judge/languages does not start four judge functions per call.
 */
export const JudgeLanguagesEntity = new Entity({
  name: 'JudgeLanguages',
  table,
  schema: item({
    name: string().key().enum('judge-languages'),
    languages: list(map({ language: string().enum(...judgeLanguages), version: string() })),
    reportedAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ name }) => ({ pk: keys.meta(name), sk: keys.metaSort() }),
});
