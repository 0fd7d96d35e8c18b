import { readProblemIndex } from '../data/problem-index';
import { getProblem, loadProblemTests } from '../data/problems';
import { listSolvedProblems } from '../data/solved-problems';
import type { ProblemDetailRepository } from './problem-detail';
import { cachedFor } from '../shared/warm-cache';
import type { ProblemListRepository } from './problem-list';

/**
 * The catalogue's index changes only when problems are imported: a warm Lambda reuses it for a
 * minute, so a new or changed problem reaches the list within a minute (the problem page itself is
 * cached ten minutes in the browser, spec 2 §9.3). The caller's own solves are always read fresh.
 */
export const PROBLEM_INDEX_CACHE_MS = 60_000;
export const problemIndexCache = cachedFor(PROBLEM_INDEX_CACHE_MS, readProblemIndex);

export const problemListRepository: ProblemListRepository = { readProblemIndex: problemIndexCache.get, listSolvedProblems };

export const problemDetailRepository: ProblemDetailRepository = {
  getProblem,
  loadTests: (problemId, count) => loadProblemTests(problemId, count),
};
