/**
 * The home page's Famous Questions (docs/requirements/shell.md §6): per language, the catalogue's problems most
 * solved in it (each student counted once per problem, in the language of their first AC). Until
 * students have solved anything, the order falls back to the way into the catalogue: the starting
 * problems, then easier before harder, then by id, so a new catalogue still shows six good cards.
 */
import { FAMOUS_PROBLEMS_PER_LANGUAGE, type FamousProblem, type FamousProblems } from '@contract/api/problems';
import { difficulties } from '@contract/difficulty';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import type { ProblemIndexEntry } from '../data/problem-index';
import type { SolversByLanguage } from '../data/problem-solvers';
import { recommended } from './problem-list';

export interface FamousProblemsRepository {
  readProblemIndex(): Promise<ProblemIndexEntry[]>;
  readProblemSolvers(): Promise<Map<string, SolversByLanguage>>;
}

export async function famousProblems(repository: FamousProblemsRepository): Promise<FamousProblems> {
  const [index, solvers] = await Promise.all([repository.readProblemIndex(), repository.readProblemSolvers()]);
  const starting = new Set(recommended(index, new Set()).map((p) => p.problemId));
  const card = (entry: ProblemIndexEntry, language: JudgeLanguage): FamousProblem => ({
    problemId: entry.problemId,
    title: entry.title,
    difficulty: entry.difficulty,
    tags: entry.tags,
    solvers: solvers.get(entry.problemId)?.[language] ?? 0,
    recommended: starting.has(entry.problemId),
  });
  const mostSolvedFirst = (a: FamousProblem, b: FamousProblem) =>
    b.solvers - a.solvers ||
    Number(b.recommended) - Number(a.recommended) ||
    difficulties.indexOf(a.difficulty) - difficulties.indexOf(b.difficulty) ||
    (a.problemId < b.problemId ? -1 : 1);
  const languages = Object.fromEntries(
    judgeLanguages.map((language) => [
      language,
      {
        total: index.length,
        problems: index
          .map((entry) => card(entry, language))
          .sort(mostSolvedFirst)
          .slice(0, FAMOUS_PROBLEMS_PER_LANGUAGE),
      },
    ]),
  ) as FamousProblems['languages'];
  return { totalProblems: index.length, languages };
}
