/**
 * The problems list's stat tiles and topic carousel (docs/requirements/practice.md §2, GET /problems-overview): the whole
 * catalogue by topic group and subtopic with the caller's solves, their XP, success rate and average
 * solving time. From the cached catalogue index and the caller's stats item (which holds the solved
 * ids): one GetItem a request.
 */
import type { ProblemsOverview } from '@contract/api/problems';
import { topicGroups } from '@contract/catalogue/topics';
import type { ProblemIndexEntry } from '../data/problem-index';
import { type ListStats, type ProblemListRepository, solvedProblemIds, subtopicsOf } from './problem-list';

export async function problemsOverview(repository: ProblemListRepository, userId: string): Promise<ProblemsOverview> {
  const [index, stats] = await Promise.all([repository.readProblemIndex(), repository.getUserStats(userId)]);
  const solved = new Set(await solvedProblemIds(repository, userId, stats));
  return { ...catalogueOverview(index, solved), ...statTiles(stats) };
}

/** The caller's XP, success rate and average solving time, from their stats item. */
function statTiles(stats: ListStats | undefined): Pick<ProblemsOverview, 'xp' | 'successRate' | 'avgSolveSeconds'> {
  const submissions = stats?.submissions ?? 0;
  const timed = stats?.timedSolves ?? 0;
  return {
    xp: stats?.xp ?? 0,
    successRate: submissions > 0 ? Math.round(((stats?.acceptedSubmissions ?? 0) / submissions) * 100) : null,
    avgSolveSeconds: timed > 0 ? Math.round((stats?.solveSeconds ?? 0) / timed) : null,
  };
}

/** Counts over the whole catalogue, filters aside: in all, per topic group and per subtopic, with the caller's solves. */
function catalogueOverview(index: ProblemIndexEntry[], solved: ReadonlySet<string>): Pick<ProblemsOverview, 'total' | 'solved' | 'topics'> {
  const topics = topicGroups.map((topic) => {
    const inTopic = index.filter((entry) => entry.topic === topic);
    return { topic, total: inTopic.length, solved: inTopic.filter((entry) => solved.has(entry.problemId)).length, subtopics: subtopicsOf(inTopic, solved) };
  });
  return { total: index.length, solved: index.filter((entry) => solved.has(entry.problemId)).length, topics };
}
