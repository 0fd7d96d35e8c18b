import { http, HttpResponse } from 'msw';
import { problemListQuerySchema, type ProblemList, type ProblemsOverview, type ProblemSummary } from '@contract/api/problems';
import { topicGroups } from '@contract/catalogue/topics';
import { apiFallback } from '@web/test/mock-api';
import { server } from '@web/test/msw';
import { testConfig } from '@web/test/render-app';

/** 25 problems p01…p25; p02, p05 and p10 solved; p04 with five tags. */
export function testCatalogue(): ProblemSummary[] {
  return Array.from({ length: 25 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      problemId: `p${n}`,
      title: `Problem ${n}`,
      difficulty: (['Easy', 'Medium', 'Hard'] as const)[i % 3]!,
      topic: 'Arrays & Lists',
      tags: i === 3 ? ['array', 'prefix sums', 'two pointers', 'sorting', 'greedy'] : ['array'],
      solved: ['p02', 'p05', 'p10'].includes(`p${n}`),
    };
  });
}

/** The subtopics of a group as the server counts them: tags, most common first, then by name. */
function subtopicsOf(inTopic: ProblemSummary[]) {
  const tags = [...new Set(inTopic.flatMap((p) => p.tags))];
  return tags
    .map((tag) => ({ tag, total: inTopic.filter((p) => p.tags.includes(tag)).length, solved: inTopic.filter((p) => p.solved && p.tags.includes(tag)).length }))
    .sort((a, b) => b.total - a.total || (a.tag < b.tag ? -1 : 1));
}

/**
 * Answers GET /api/problems as the server would, from `catalogue` (filters by difficulty, subtopics
 * and a title substring; 20 a page; 400 for a query the contract refuses), or with `fail` as the
 * status, and GET /api/problems-overview (MSW handlers); anything else below the API root is a 404,
 * as in test/mock-api.ts. Records each list request's query.
 */
export function mockProblemList(
  options: { catalogue?: ProblemSummary[]; fail?: number; failMessage?: string; stats?: Pick<ProblemsOverview, 'xp' | 'successRate' | 'avgSolveSeconds'> } = {},
) {
  const catalogue = options.catalogue ?? testCatalogue();
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${testConfig.apiUrl}/problems-overview`, () => {
      const overview: ProblemsOverview = {
        total: catalogue.length,
        solved: catalogue.filter((p) => p.solved).length,
        ...(options.stats ?? { xp: 0, successRate: null, avgSolveSeconds: null }),
        topics: topicGroups.map((topic) => ({
          topic,
          total: catalogue.filter((p) => p.topic === topic).length,
          solved: catalogue.filter((p) => p.topic === topic && p.solved).length,
          subtopics: subtopicsOf(catalogue.filter((p) => p.topic === topic)),
        })),
      };
      return HttpResponse.json(overview);
    }),
    http.get(`${testConfig.apiUrl}/problems`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      if (options.fail) return HttpResponse.json({ message: options.failMessage ?? 'Forbidden' }, { status: options.fail });
      // What the API refuses, it refuses here too (400, in the contract's words).
      const parsed = problemListQuerySchema.safeParse(Object.fromEntries(q));
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]!.message }, { status: 400 });
      // A group picked whole stands for its subtopics, as the server reads it.
      const ofGroups = (parsed.data.tagGroups ?? []).flatMap((group) => subtopicsOf(catalogue.filter((p) => p.topic === group)).map((s) => s.tag));
      const tags = [...(parsed.data.tags ?? []), ...ofGroups];
      const all = catalogue.filter(
        (p) =>
          (!q.get('difficulty') || p.difficulty === q.get('difficulty')) &&
          (!q.get('search') || p.title.toLowerCase().includes(q.get('search')!.toLowerCase())) &&
          (tags.length === 0 || p.tags.some((t) => tags.includes(t))),
      );
      const solved = all.filter((p) => p.solved);
      const rows = q.get('view') === 'solved' ? solved : all;
      const totalPages = Math.max(1, Math.ceil(rows.length / 20));
      const page = Math.min(Number(q.get('page') ?? 1), totalPages);
      const body: ProblemList = {
        problems: rows.slice((page - 1) * 20, page * 20),
        page,
        totalPages,
        total: rows.length,
        counts: { all: all.length, solved: solved.length },
        recommended: catalogue.filter((p) => !p.solved).slice(0, 1),
      };
      return HttpResponse.json(body);
    }),
    apiFallback(),
  );
  return { queries, last: () => queries.at(-1)! };
}
