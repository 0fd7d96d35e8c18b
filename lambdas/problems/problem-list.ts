/**
 * The problems list (docs/requirements/practice.md §2, GET /problems): the catalogue's index filtered by difficulty,
 * topic and text, in id order (the Problems tab) or the caller's solves, newest first (the Solved
 * tab), 20 a page, with the Solved mark on each row and both tabs' counts.
 */
import { MAX_SUBTOPICS_SHOWN, PROBLEMS_PAGE_SIZE, type ProblemList, type ProblemListQuery, type ProblemSummary } from '@contract/api/problems';
import { difficulties } from '@contract/difficulty';
import type { ProblemIndexEntry } from '../data/problem-index';
import type { SolvedMark } from '../data/solved-problems';

export interface ProblemListRepository {
  /** Every catalogue problem's list fields, in id order. */
  readProblemIndex(): Promise<ProblemIndexEntry[]>;
  /** The user's solved problems, newest solve first. */
  listSolvedProblems(userId: string): Promise<SolvedMark[]>;
  /** The user's totals (the stats item), for the stat tiles; undefined before their first judged submission. */
  getUserStats(userId: string): Promise<ListStats | undefined>;
}

/** What the stat tiles and the Solved marks need of the stats item. */
export interface ListStats {
  solved?: number;
  solvedIds?: ReadonlySet<string>;
  xp?: number;
  submissions?: number;
  acceptedSubmissions?: number;
  timedSolves?: number;
  solveSeconds?: number;
}

export type ProblemFilters = Pick<ProblemListQuery, 'difficulty' | 'topic' | 'search' | 'tags'>;

/**
 * A group's subtopics: its problems' tags, most common first (then by name), each with the caller's
 * solves; the carousel shows these (GET /problems-overview), and a group picked whole stands for them.
 */
export function subtopicsOf(inTopic: readonly ProblemIndexEntry[], solved: ReadonlySet<string>) {
  const counts = new Map<string, { total: number; solved: number }>();
  for (const entry of inTopic) {
    for (const tag of new Set(entry.tags.map((t) => t.toLowerCase()))) {
      const count = counts.get(tag) ?? { total: 0, solved: 0 };
      count.total += 1;
      if (solved.has(entry.problemId)) count.solved += 1;
      counts.set(tag, count);
    }
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, ...count }))
    .sort((a, b) => b.total - a.total || (a.tag < b.tag ? -1 : 1))
    .slice(0, MAX_SUBTOPICS_SHOWN);
}

/** The picked subtopics: those sent one by one, and every subtopic of each group picked whole. */
export function pickedTags(index: readonly ProblemIndexEntry[], { tags, tagGroups }: Pick<ProblemListQuery, 'tags' | 'tagGroups'>): string[] | undefined {
  if (!tagGroups?.length) return tags;
  const ofGroups = tagGroups.flatMap((group) =>
    subtopicsOf(
      index.filter((entry) => entry.topic === group),
      new Set(),
    ).map((s) => s.tag),
  );
  return [...new Set([...(tags ?? []), ...ofGroups])];
}

/**
 * Case-insensitive substring of the title or a tag; a trailing "s" of the search is optional, so
 * "graphs" finds the tag "graph" (docs/requirements/practice.md §2 normalises such plurals in filtering).
 */
function textMatcher(search: string | undefined): (entry: ProblemIndexEntry) => boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  if (!needle) return () => true;
  const needles = needle.length > 1 && needle.endsWith('s') ? [needle, needle.slice(0, -1)] : [needle];
  return ({ title, tags }) => [title, ...tags].some((text) => needles.some((n) => text.toLowerCase().includes(n)));
}

export function problemMatcher({ difficulty, topic, search, tags }: ProblemFilters): (entry: ProblemIndexEntry) => boolean {
  const text = textMatcher(search);
  const picked = new Set(tags ?? []);
  const tagged = (entry: ProblemIndexEntry) => picked.size === 0 || entry.tags.some((tag) => picked.has(tag.toLowerCase()));
  return (entry) => (!difficulty || entry.difficulty === difficulty) && (!topic || entry.topic === topic) && tagged(entry) && text(entry);
}

function summary(entry: ProblemIndexEntry, solved: boolean): ProblemSummary {
  return { problemId: entry.problemId, title: entry.title, difficulty: entry.difficulty, ...(entry.topic && { topic: entry.topic }), tags: entry.tags, solved };
}

/** The first unsolved Easy, Medium and Hard of the catalogue, whatever the filters (docs/requirements/practice.md §2 Recommended). */
export function recommended(index: ProblemIndexEntry[], solved: ReadonlySet<string>): ProblemSummary[] {
  return difficulties.flatMap((difficulty) => {
    const first = index.find((entry) => entry.difficulty === difficulty && !solved.has(entry.problemId));
    return first ? [summary(first, false)] : [];
  });
}

/**
 * The caller's solved problems, in no order: the stats item's set of ids (read anyway for the tiles;
 * the solve count and the set are written in the same transaction as each solved item), unless it
 * lacks some (solves recorded before the set existed), when the solved items are read instead.
 */
export async function solvedProblemIds(repository: ProblemListRepository, userId: string, stats: ListStats | undefined): Promise<string[]> {
  const count = stats?.solved ?? 0;
  if (count === 0) return [];
  const known = stats?.solvedIds;
  if (known && known.size >= count) return [...known];
  return (await repository.listSolvedProblems(userId)).map((mark) => mark.problemId);
}

export async function listProblems(repository: ProblemListRepository, userId: string, query: ProblemListQuery): Promise<ProblemList> {
  const inOrder = query.view === 'solved';
  // The Solved tab's order needs the solved items: read them alongside, not after.
  const [index, stats, ordered] = await Promise.all([
    repository.readProblemIndex(),
    repository.getUserStats(userId),
    inOrder ? repository.listSolvedProblems(userId) : undefined,
  ]);
  const solvedList = ordered ? ordered.map((mark) => mark.problemId) : await solvedProblemIds(repository, userId, stats);
  const solvedIds = new Set(solvedList);
  const matches = problemMatcher({ ...query, tags: pickedTags(index, query) });
  const all = index.filter(matches);
  // A solve of a problem no longer in the index (removed from the catalogue) is not listed.
  const byId = new Map(index.map((entry) => [entry.problemId, entry]));
  const solved = solvedList.flatMap((problemId) => {
    const entry = byId.get(problemId);
    return entry && matches(entry) ? [entry] : [];
  });
  const rows = query.view === 'solved' ? solved : all;
  const totalPages = Math.max(1, Math.ceil(rows.length / PROBLEMS_PAGE_SIZE));
  // A page past the end (the filters narrowed the list meanwhile) answers the last page.
  const page = Math.min(query.page, totalPages);
  const start = (page - 1) * PROBLEMS_PAGE_SIZE;
  return {
    problems: rows.slice(start, start + PROBLEMS_PAGE_SIZE).map((entry) => summary(entry, solvedIds.has(entry.problemId))),
    page,
    totalPages,
    total: rows.length,
    counts: { all: all.length, solved: solved.length },
    recommended: recommended(index, solvedIds),
  };
}
