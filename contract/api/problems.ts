import { z } from 'zod';
import { topicGroupSchema, topicGroups } from '../catalogue/topics';
import { difficultySchema } from '../difficulty';
import { defineRoute } from '../http/route';
import { judgeLanguages } from '../judge';
import { problemIdSchema } from './ids';

/** docs/requirements/practice.md §2: the problems list pages by 20. */
export const PROBLEMS_PAGE_SIZE = 20;

/** A topic group's subtopics in the carousel, at most (the most common tags of its problems). */
export const MAX_SUBTOPICS_SHOWN = 40;

/** A row of the problems list (docs/requirements/practice.md §2). */
export const problemSummarySchema = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  topic: topicGroupSchema.optional(),
  tags: z.array(z.string()),
  /** Whether the caller has solved it (first AC recorded). */
  solved: z.boolean(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

/** The list's two tabs (docs/requirements/practice.md §2): every problem by id, or the caller's solved ones, newest solve first. */
export const problemListViews = ['all', 'solved'] as const;
export type ProblemListView = (typeof problemListViews)[number];

/**
 * Subtopics (tags) sent one by one, at most: every subtopic one group shows, so any picks within a
 * group fit. Select All picks a whole group, sent as the group (`tagGroups` below) rather than as its
 * tags, so that several whole groups (Math & Logic alone has 24 subtopics) still make a short
 * request whose size does not grow with the catalogue.
 */
export const MAX_TAG_FILTERS = MAX_SUBTOPICS_SHOWN;
/** A subtopic as the list takes it: a tag of the package format (lower case, 1–30 characters). */
export const subtopicTagSchema = z.string().trim().min(1).max(30);
/** The longest topic group name and its comma, with room to spare. */
const MAX_TOPIC_GROUP_CHARS = 40;

export const problemListQuerySchema = z.object({
  difficulty: difficultySchema.optional(),
  topic: topicGroupSchema.optional(),
  /**
   * Subtopics picked in the topic carousel (docs/requirements/practice.md §2), comma-separated: a problem with any of
   * them matches.
   */
  tags: z
    .string()
    .max(MAX_TAG_FILTERS * 31)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(subtopicTagSchema).max(MAX_TAG_FILTERS))
    .optional(),
  /**
   * Topic groups whose every subtopic is picked (Select All), comma-separated: they stand for those
   * subtopics (the group's subtopics as GET /problems-overview lists them), in addition to `tags`.
   */
  tagGroups: z
    .string()
    .max(topicGroups.length * MAX_TOPIC_GROUP_CHARS)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((group) => group.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(topicGroupSchema).max(topicGroups.length))
    .optional(),
  /** Matches titles and tags, case-insensitive (a trailing plural s is ignored: "graphs" finds "graph"). */
  search: z.string().trim().max(100).optional(),
  view: z.enum(problemListViews).default('all'),
  /** 1-based; the answer says how many pages there are. */
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ProblemListQuery = z.infer<typeof problemListQuerySchema>;

export const problemListSchema = z.object({
  problems: z.array(problemSummarySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Problems matching the filters in this view (the tab's count). */
  total: z.number().int(),
  /** Of the problems matching the filters, how many the caller solved: the other tab's count. */
  counts: z.object({ all: z.number().int(), solved: z.number().int() }),
  /** Up to three unsolved problems, the first Easy, Medium and Hard of the catalogue (docs/requirements/practice.md §2), filters aside. */
  recommended: z.array(problemSummarySchema).max(3),
});
export type ProblemList = z.infer<typeof problemListSchema>;

/**
 * The whole catalogue, filters aside, and the caller's figures: the stat tiles and the topic
 * carousel (docs/requirements/practice.md §2). Its own route: it changes with a solve, not with the filters or the page,
 * so paging and typing in the search box do not recompute or resend it.
 */
export const problemsOverviewSchema = z.object({
  total: z.number().int(),
  solved: z.number().int(),
  xp: z.number().int(),
  /** Accepted over judged submissions, in whole percent; null before the first judged one. */
  successRate: z.number().int().min(0).max(100).nullable(),
  /** The average solving time of timed first solves (contract/progress.ts); null until one. */
  avgSolveSeconds: z.number().int().nullable(),
  /**
   * Every topic group in the carousel's order, with its problems and the caller's solved ones, and
   * its subtopics (the tags of its problems, most common first) counted the same way.
   */
  topics: z.array(
    z.object({
      topic: topicGroupSchema,
      total: z.number().int(),
      solved: z.number().int(),
      subtopics: z.array(z.object({ tag: z.string(), total: z.number().int(), solved: z.number().int() })).max(MAX_SUBTOPICS_SHOWN),
    }),
  ),
});
export type ProblemsOverview = z.infer<typeof problemsOverviewSchema>;

/** The answers' words (docs/requirements/practice.md §3 not-found state). */
export const problemMessages = {
  notFound: "The problem you're looking for doesn't exist.",
} as const;

const sampleSchema = z.object({ input: z.string(), expected: z.string() });
const starterSchema = z.object({ file: z.string(), code: z.string() });

/** The problem page (docs/requirements/practice.md §3): everything but the hidden tests. */
export const problemDetailSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  topic: topicGroupSchema.optional(),
  tags: z.array(z.string()),
  /** Markdown with $math$ (or LaTeX for a legacy package): the web renders and sanitizes it. */
  statement: z.string(),
  statementFormat: z.enum(['markdown', 'latex']),
  timeMs: z.number(),
  memoryMb: z.number(),
  samples: z.array(sampleSchema),
  testCount: z.number().int(),
  /** Test Case Hints (docs/requirements/practice.md §3): the package's hint of a test, by judge index; shown once a submission fails that test. */
  hints: z.array(z.object({ test: z.number().int().nonnegative(), hint: z.string() })),
  starterCode: z.partialRecord(z.enum(judgeLanguages), starterSchema),
  /** Shown on the page with the licence (CC BY and the like require it), and what was changed. */
  credits: z.object({
    authors: z.array(z.string()),
    source: z.string().optional(),
    /** A link to the source, when the package gives one. */
    sourceUrl: z.string().optional(),
    /** The licence: problem.yaml's value, or the name codearena.yaml's attribution gives (MIT License). */
    license: z.string().optional(),
    rightsOwner: z.string().optional(),
    /** What CodeArena changed of an adapted problem. */
    changes: z.string().optional(),
  }),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

/** docs/requirements/shell.md §10: the home page shows at most six problems per language. */
export const FAMOUS_PROBLEMS_PER_LANGUAGE = 6;

export const famousProblemSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  /** Students whose first accepted solution was in this language. */
  solvers: z.number().int().nonnegative(),
  /** One of the catalogue's starting points: its first Easy, Medium and Hard (as the list's Recommended). */
  recommended: z.boolean(),
});
export type FamousProblem = z.infer<typeof famousProblemSchema>;

/** The home page's Famous Questions (docs/requirements/shell.md §6): per language, the most solved problems in it. */
export const famousProblemsSchema = z.object({
  totalProblems: z.number().int().nonnegative(),
  languages: z.record(
    z.enum(judgeLanguages),
    z.object({
      /** Problems that can be solved in the language: the judge takes every language for every problem. */
      total: z.number().int().nonnegative(),
      problems: z.array(famousProblemSchema).max(FAMOUS_PROBLEMS_PER_LANGUAGE),
    }),
  ),
});
export type FamousProblems = z.infer<typeof famousProblemsSchema>;

/**
 * The problems feature (lambdas/problems): the catalogue as students browse it. Filtering and paging
 * use the table's keys and indexes (contract/table.ts), never a read of the whole catalogue.
 */
export const problemsApi = {
  listProblems: defineRoute({
    id: 'ListProblems',
    feature: 'problems',
    method: 'GET',
    path: '/problems',
    access: 'user',
    grants: ['table:read'],
    query: problemListQuerySchema,
    response: problemListSchema,
  }),
  problemsOverview: defineRoute({
    id: 'ProblemsOverview',
    feature: 'problems',
    method: 'GET',
    path: '/problems-overview',
    access: 'user',
    grants: ['table:read'],
    response: problemsOverviewSchema,
  }),
  /** Public: the home page shows it to visitors. Not under /problems/, where it would shadow a problem id. */
  famousProblems: defineRoute({
    id: 'FamousProblems',
    feature: 'problems',
    method: 'GET',
    path: '/famous-problems',
    access: 'public',
    grants: ['table:read'],
    response: famousProblemsSchema,
  }),
  getProblem: defineRoute({
    id: 'GetProblem',
    feature: 'problems',
    method: 'GET',
    path: '/problems/{problemId}',
    access: 'user',
    grants: ['table:read', 'packages:read'],
    params: z.object({ problemId: problemIdSchema }),
    response: problemDetailSchema,
  }),
};
