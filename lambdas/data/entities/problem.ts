import { Entity, any, item, list, map, number, string } from 'dynamodb-toolbox';
import { topicGroups } from '@contract/catalogue/topics';
import { difficulties } from '@contract/difficulty';
import { keys } from '../keys';
import { table } from '../table';

const starterFile = map({ file: string(), code: string() });

/**
 * A problem (docs/requirements/practice.md §7) as the app reads it: what the list, the problem page and the judge need.
 * Its tests are not in the table: one object per test in the packages bucket
 * (`problems/<problemId>/tests/<i>.json`, lambdas/data/problems.ts), read only by trusted code; the
 * rest of its package (submissions, validators, generators, licence files) is archived beside them.
 *
 * Problems imported from a package (tools/catalogue) carry every field; the optional ones are
 * absent only on problems written by hand (tests), which the catalogue listing does not show.
 * gsi1 lists the catalogue by difficulty and gsi2 the whole catalogue, both in id order.
 */
export const ProblemEntity = new Entity({
  name: 'Problem',
  table,
  schema: item({
    problemId: string().key(),
    title: string(),
    difficulty: string().enum(...difficulties),
    /** The statement as written in the package (Markdown with $math$, or LaTeX for a legacy package). */
    statement: string(),
    statementFormat: string().enum('markdown', 'latex').optional(),
    timeMs: number(),
    memoryMb: number(),
    /** The first `sampleCount` tests are shown and used by Run (docs/requirements/practice.md §5: 2). */
    sampleCount: number(),
    testCount: number(),
    /** The package's test names in judge order (`sample/1`, `secret/01`): export writes them back. */
    testNames: list(string()).optional(),
    /** Hints of tests by judge index (the package's `<test>.yaml` `hint`), shown after a failed submission. */
    testHints: list(map({ index: number(), hint: string() })).optional(),
    /** The package's identity (problem.yaml `uuid`): a re-import updates the problem holding it. */
    uuid: string().optional(),
    topic: string()
      .enum(...topicGroups)
      .optional(),
    tags: list(string()).optional(),
    keywords: list(string()).optional(),
    /** problem.yaml `credits` and `source`, as written there (a string, a map or a list). */
    credits: any().optional(),
    source: any().optional(),
    license: string().optional(),
    rightsOwner: string().optional(),
    /** codearena.yaml `attribution` of an adapted problem: the licence's name and what was changed. */
    attribution: map({ licence: string(), changes: string() }).optional(),
    /** The statement's path in the package (`statement/problem.en.md`), for the export. */
    statementFile: string().optional(),
    /** Starter code per judge language (docs/requirements/practice.md §7 `<language>_startercode`) and its file in the package. */
    starterCode: map({
      cpp: starterFile.optional(),
      python: starterFile.optional(),
      java: starterFile.optional(),
      javascript: starterFile.optional(),
    }).optional(),
    /** problem.yaml time_limit_to_tle, ac_to_time_limit and time_resolution, kept for the export. */
    timing: map({ acToTimeLimit: number(), timeLimitToTle: number(), resolutionSeconds: number() }).optional(),
    /**
     * Set on a weekly challenge's problem (data/challenges.ts): the judge reads it like any problem,
     * but no catalogue route serves it (data/problems.ts getCatalogueProblem) and no catalogue list has it.
     */
    challengeId: string().optional(),
    createdAt: string(),
    updatedAt: string().optional(),
  }).and((prev) => ({
    gsi1pk: string()
      .optional()
      .hidden()
      .link<typeof prev>(({ difficulty, challengeId }) => (challengeId ? undefined : keys.problemsByDifficulty(difficulty))),
    gsi1sk: string()
      .optional()
      .hidden()
      .link<typeof prev>(({ problemId, challengeId }) => (challengeId ? undefined : keys.problemListSort(problemId))),
    gsi2pk: string()
      .optional()
      .hidden()
      .link<typeof prev>(({ challengeId }) => (challengeId ? undefined : keys.allProblems())),
    gsi2sk: string()
      .optional()
      .hidden()
      .link<typeof prev>(({ problemId, challengeId }) => (challengeId ? undefined : keys.problemListSort(problemId))),
  })),
  computeKey: ({ problemId }) => ({ pk: keys.problem(problemId), sk: keys.problemSort() }),
});

/** Which problem id a package uuid belongs to (keys.problemUuid). */
export const ProblemUuidClaimEntity = new Entity({
  name: 'ProblemUuidClaim',
  table,
  schema: item({
    uuid: string().key(),
    problemId: string(),
  }),
  computeKey: ({ uuid }) => ({ pk: keys.problemUuid(uuid), sk: keys.problemUuidSort() }),
});
