import { readProblemIndex } from '../data/problem-index';
import { getCatalogueProblem, loadProblemTests } from '../data/problems';
import { readProblemSolvers } from '../data/problem-solvers';
import { listSolvedProblems } from '../data/solved-problems';
import { getUserStats } from '../data/user-profiles';
import type { FamousProblemsRepository } from './famous-problems';
import type { ProblemDetailRepository } from './problem-detail';
import { cachedFor } from '../shared/warm-cache';
import type { ProblemListRepository } from './problem-list';

/**
 * The catalogue's index changes only when problems are imported: a warm Lambda reuses it for a
 * minute, so a new or changed problem reaches the list within a minute (the problem page itself is
 * cached ten minutes in the browser, docs/requirements/practice.md §9). The caller's own solves are always read fresh.
 */
export const PROBLEM_INDEX_CACHE_MS = 60_000;
export const problemIndexCache = cachedFor(PROBLEM_INDEX_CACHE_MS, readProblemIndex);

export const problemListRepository: ProblemListRepository = { readProblemIndex: problemIndexCache.get, listSolvedProblems, getUserStats };

export const problemDetailRepository: ProblemDetailRepository = {
  getProblem: getCatalogueProblem,
  loadTests: (problemId, count) => loadProblemTests(problemId, count),
};

/** Solver counts change with every first solve; the home page shows them five minutes old at most (docs/requirements/shell.md §10). */
export const PROBLEM_SOLVERS_CACHE_MS = 300_000;
export const problemSolversCache = cachedFor(PROBLEM_SOLVERS_CACHE_MS, readProblemSolvers);

export const famousProblemsRepository: FamousProblemsRepository = { readProblemIndex: problemIndexCache.get, readProblemSolvers: problemSolversCache.get };
