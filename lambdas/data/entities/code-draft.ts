import { Entity, item, number, string } from 'dynamodb-toolbox';
import { judgeLanguages } from '@contract/judge';
import { keys } from '../keys';
import { table } from '../table';

/**
 * The code a user saved on the server for a problem (docs/requirements/practice.md §4 Save), one per (user, problem): the
 * latest Save replaces it. It lives in the user's partition, so deleting the account deletes it.
 */
export const CodeDraftEntity = new Entity({
  name: 'CodeDraft',
  table,
  schema: item({
    userId: string().key(),
    problemId: string().key(),
    language: string().enum(...judgeLanguages),
    source: string(),
    savedAt: string(),
    /** A weekly challenge's draft keeps its stopwatch too (docs/requirements/challenges.md §4). */
    elapsedSeconds: number().optional(),
  }),
  computeKey: ({ userId, problemId }) => ({ pk: keys.user(userId), sk: keys.codeDraftSort(problemId) }),
});
