/**
 * The community page's query keys, under the signed-in user's id (each post carries the caller's
 * vote). `communityKeys.lists(me)` covers every page of every filter, for invalidating and for
 * changing one post wherever it is shown.
 */
export interface PostListFilter {
  readonly category: string;
  readonly q: string;
  readonly cursor: string | undefined;
}

export const communityKeys = {
  all: (me: string) => ['community', me] as const,
  stats: (me: string) => ['community', me, 'stats'] as const,
  lists: (me: string) => ['community', me, 'posts'] as const,
  list: (me: string, { category, q, cursor }: PostListFilter) => ['community', me, 'posts', category, q, cursor ?? ''] as const,
};
