import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BlogArticle, BlogArticleSummary, BlogPage } from '@contract/blog';
import { blogKeys } from '../api/blog-keys';

type ArticleChange = Partial<Pick<BlogArticleSummary, 'likes' | 'liked' | 'commentCount' | 'views'>>;

const isPage = (data: unknown): data is BlogPage => typeof data === 'object' && data !== null && 'articles' in data;
const isArticle = (data: unknown): data is BlogArticle => typeof data === 'object' && data !== null && 'id' in data && 'content' in data;

/**
 * One article's counters changed (a like's answer, a comment): the same article on every cached list
 * page and its own entry show the change. Saves and deletions read everything again (`refreshAll`).
 */
export function useArticleCache(me: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const change = (articleId: string, update: ArticleChange | ((article: BlogArticleSummary) => ArticleChange)) => {
      const apply = <T extends BlogArticleSummary>(article: T): T =>
        article.id === articleId ? { ...article, ...(typeof update === 'function' ? update(article) : update) } : article;
      queryClient.setQueriesData({ queryKey: blogKeys.reader(me) }, (data: unknown) => {
        if (isPage(data)) return data.articles.some((a) => a.id === articleId) ? { ...data, articles: data.articles.map(apply) } : data;
        if (isArticle(data)) return apply(data);
        return data;
      });
    };
    return {
      change,
      commentsChanged: (articleId: string, delta: number) => change(articleId, (article) => ({ commentCount: Math.max(0, article.commentCount + delta) })),
      /** After a save or a deletion: the lists, the stats and the article itself, for every reader cached. */
      refreshAll: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
    };
  }, [queryClient, me]);
}

export type ArticleCache = ReturnType<typeof useArticleCache>;
