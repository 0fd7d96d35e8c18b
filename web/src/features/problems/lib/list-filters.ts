import { MAX_SUBTOPICS_SHOWN, problemListQuerySchema, subtopicTagSchema, type ProblemListView, type ProblemsOverview } from '@contract/api/problems';
import { topicGroups, topicGroupSchema, type TopicGroup } from '@contract/catalogue/topics';
import { difficultySchema, type Difficulty } from '@contract/difficulty';
import type { z } from 'zod';

/** What the list asks the API for: the filters, the tab and the page. */
export interface ProblemListRequest {
  readonly difficulty?: Difficulty;
  readonly topic?: TopicGroup;
  /** Subtopics picked in the topic carousel (lower-case tags); a problem with any of them matches. */
  readonly tags?: readonly string[];
  readonly search?: string;
  readonly view: ProblemListView;
  readonly page: number;
}

/** docs/requirements/practice.md §2: the search box waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's state lives in the URL (`?difficulty=Easy&topic=…&search=…&tab=solved&page=2`), so a
 * filtered page can be shared and Back restores it. Anything the contract would refuse is dropped
 * rather than sent: a hand-edited URL shows the whole list, not an error.
 */
export function requestFromSearchParams(params: URLSearchParams): ProblemListRequest {
  const difficulty = difficultySchema.safeParse(params.get('difficulty'));
  const topic = topicGroupSchema.safeParse(params.get('topic'));
  const search = problemListQuerySchema.shape.search.safeParse(params.get('search') ?? undefined);
  const page = problemListQuerySchema.shape.page.safeParse(params.get('page') ?? undefined);
  const tags = tagsFromParam(params.get('tags'));
  return {
    ...(difficulty.success && { difficulty: difficulty.data }),
    ...(topic.success && { topic: topic.data }),
    ...(tags.length && { tags }),
    ...(search.success && search.data && { search: search.data }),
    view: params.get('tab') === 'solved' ? 'solved' : 'all',
    page: page.success ? page.data : 1,
  };
}

/** Subtopics the carousel can show at once: every subtopic of every group. */
const MAX_PICKED_TAGS = topicGroups.length * MAX_SUBTOPICS_SHOWN;

/**
 * The page URL's picked subtopics, as the API would read them (trimmed, lower case, each once), but
 * as many as the carousel can pick: the API gets whole groups as groups (listQueryOf), the URL keeps
 * the subtopics themselves. A malformed tag is dropped, not the whole list.
 */
function tagsFromParam(param: string | null): string[] {
  if (!param) return [];
  const tags = param.split(',').flatMap((raw) => {
    const parsed = subtopicTagSchema.safeParse(raw.trim().toLowerCase());
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(tags)].slice(0, MAX_PICKED_TAGS);
}

type ListQuery = z.input<typeof problemListQuerySchema>;

/**
 * What GET /problems is sent for a request. A topic group whose every subtopic is picked (Select
 * All) goes as the group, not as its tags: a request stays short however many subtopics a group has
 * or how many groups are picked whole, and the API reads the group as exactly those subtopics.
 * Without the groups' subtopics (`topics`, from the overview) every tag goes one by one.
 */
export function listQueryOf(request: ProblemListRequest, topics?: ProblemsOverview['topics']): ListQuery {
  const { tags, ...rest } = request;
  if (!tags?.length) return rest;
  const picked = new Set(tags);
  const whole = (topics ?? []).filter(({ subtopics }) => subtopics.length > 0 && subtopics.every(({ tag }) => picked.has(tag)));
  const covered = new Set(whole.flatMap(({ subtopics }) => subtopics.map(({ tag }) => tag)));
  const loose = tags.filter((tag) => !covered.has(tag));
  return {
    ...rest,
    ...(loose.length && { tags: loose.join(',') }),
    ...(whole.length && { tagGroups: whole.map(({ topic }) => topic).join(',') }),
  };
}

/** The URL parameters of a request; defaults are left out so the plain list has a plain URL. */
export function searchParamsOf(request: ProblemListRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.search) params.set('search', request.search);
  if (request.difficulty) params.set('difficulty', request.difficulty);
  if (request.topic) params.set('topic', request.topic);
  if (request.tags?.length) params.set('tags', request.tags.join(','));
  if (request.view === 'solved') params.set('tab', 'solved');
  if (request.page > 1) params.set('page', String(request.page));
  return params;
}

/** A change of the filters: a key given as undefined clears that filter; one left out keeps it. */
export type FilterChange = { readonly [K in 'search' | 'difficulty' | 'topic' | 'tags']?: ProblemListRequest[K] | undefined };

/** The request after a filter change: back to the first page, cleared filters left out. */
export function withFilters(request: ProblemListRequest, change: FilterChange): ProblemListRequest {
  const merged = { ...request, ...change, page: 1 };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as unknown as ProblemListRequest;
}

export const hasFilters = (request: ProblemListRequest) => Boolean(request.search || request.difficulty || request.topic || request.tags?.length);

/** The picked subtopics with `tags` added (every one picked) or taken out; none left clears the filter. */
export function toggleTags(picked: readonly string[] | undefined, tags: readonly string[], on: boolean): string[] | undefined {
  const next = new Set(picked ?? []);
  for (const tag of tags) {
    if (on) next.add(tag);
    else next.delete(tag);
  }
  return next.size ? [...next] : undefined;
}
