import { Entity, item, string } from 'dynamodb-toolbox';
import { difficulties } from '@contract/difficulty';
import { judgeLanguages } from '@contract/judge';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A problem the user solved: put once (only if absent) by the record transaction of its first
 * accepted submission, which also ADDs the solved counts of the stats item. Whether a problem is
 * solved is one GetItem; gsi1 lists a user's solved problems by time (the Solved tab, docs/requirements/practice.md §2).
 */
export const SolvedProblemEntity = new Entity({
  name: 'SolvedProblem',
  table,
  schema: item({
    userId: string().key(),
    problemId: string().key(),
    difficulty: string().enum(...difficulties),
    language: string().enum(...judgeLanguages),
    submissionId: string(),
    solvedAt: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ solvedAt, problemId }) => keys.solvedProblemByTime(solvedAt, problemId)),
  })),
  computeKey: ({ userId, problemId }) => ({ pk: keys.user(userId), sk: keys.solvedProblemSort(problemId) }),
});

/**
 * A problem the user solved in one language: put once (only if absent) by the record transaction of
 * its first accepted submission in that language, which also ADDs one to the problem's solvers in
 * that language (entities/problem-solvers.ts). A first solve from before these items existed is
 * known by its SolvedProblem's `language`.
 */
export const SolvedInLanguageEntity = new Entity({
  name: 'SolvedInLanguage',
  table,
  schema: item({
    userId: string().key(),
    problemId: string().key(),
    language: string()
      .enum(...judgeLanguages)
      .key(),
    submissionId: string(),
    solvedAt: string(),
  }),
  computeKey: ({ userId, problemId, language }) => ({ pk: keys.user(userId), sk: keys.solvedInLanguageSort(problemId, language) }),
});
