import { readProblemIndex } from '../data/problem-index';
import { getProblem, loadProblemTests } from '../data/problems';
import { listSolvedProblems } from '../data/solved-problems';
import type { ProblemDetailRepository } from './problem-detail';
import type { ProblemListRepository } from './problem-list';

export const problemListRepository: ProblemListRepository = { readProblemIndex, listSolvedProblems };

export const problemDetailRepository: ProblemDetailRepository = {
  getProblem,
  loadTests: (problemId, count) => loadProblemTests(problemId, count),
};
