/**
 * The problem page's data (docs/requirements/practice.md §3, GET /problems/{problemId}): the statement, limits, the
 * sample tests (the first `sampleCount`, the only ones a student may see), starter code and the
 * credits a licence like CC BY requires to be shown. Hidden tests are counted, never sent.
 */
import { problemMessages, type ProblemDetail } from '@contract/api/problems';
import { creditsSchema, sourceSchema } from '@contract/catalogue/problem-yaml';
import type { StoredProblem } from '../data/problems';
import { NotFound } from '../shared/errors';

export interface ProblemDetailRepository {
  getProblem(problemId: string): Promise<StoredProblem | undefined>;
  /** The first `count` tests of the problem's package. */
  loadTests(problemId: string, count: number): Promise<{ input: string; expected: string }[]>;
}

export const problemErrors = {
  notFound: () => NotFound(problemMessages.notFound),
} as const;

/** "Ada Lovelace <ada@example.com>" → "Ada Lovelace": the page credits people, it does not publish addresses. */
function personName(person: string | { name: string }): string {
  return (typeof person === 'string' ? person.replace(/<[^>]*>/g, '') : person.name).trim();
}

/** problem.yaml `credits`: a string is the author; otherwise its `authors` (one person or a list). */
export function authorsOf(credits: unknown): string[] {
  const parsed = creditsSchema.safeParse(credits);
  if (!parsed.success) return [];
  if (typeof parsed.data === 'string') return [personName(parsed.data)];
  const authors = parsed.data.authors;
  if (!authors) return [];
  return (Array.isArray(authors) ? authors : [authors]).map(personName).filter(Boolean);
}

/** problem.yaml `source`: one or more names, each maybe with a URL; the first URL is the link. */
export function sourceOf(source: unknown): { source?: string; sourceUrl?: string } {
  const parsed = sourceSchema.safeParse(source);
  if (!parsed.success) return {};
  const entries = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]).map((entry) => (typeof entry === 'string' ? { name: entry } : entry));
  const url = entries.find((entry) => 'url' in entry && entry.url)?.url;
  return { source: entries.map((entry) => entry.name).join(', '), ...(url && { sourceUrl: url }) };
}

export async function getProblemDetail(repository: ProblemDetailRepository, problemId: string): Promise<ProblemDetail> {
  const problem = await repository.getProblem(problemId);
  if (!problem) throw problemErrors.notFound();
  const sampleCount = Math.min(problem.sampleCount, problem.testCount);
  const samples = sampleCount > 0 ? await repository.loadTests(problemId, sampleCount) : [];
  const starterCode = Object.fromEntries(Object.entries(problem.starterCode ?? {}).filter(([, starter]) => starter !== undefined));
  return {
    problemId: problem.problemId,
    title: problem.title,
    difficulty: problem.difficulty,
    ...(problem.topic && { topic: problem.topic }),
    tags: problem.tags ?? [],
    statement: problem.statement,
    statementFormat: problem.statementFormat ?? 'markdown',
    timeMs: problem.timeMs,
    memoryMb: problem.memoryMb,
    samples: samples.map(({ input, expected }) => ({ input, expected })),
    testCount: problem.testCount,
    hints: (problem.testHints ?? []).map(({ index, hint }) => ({ test: index, hint })),
    starterCode,
    credits: {
      authors: authorsOf(problem.credits),
      ...sourceOf(problem.source),
      ...((problem.attribution?.licence ?? problem.license) && { license: problem.attribution?.licence ?? problem.license }),
      ...(problem.rightsOwner && { rightsOwner: problem.rightsOwner }),
      ...(problem.attribution && { changes: problem.attribution.changes }),
    },
  };
}
