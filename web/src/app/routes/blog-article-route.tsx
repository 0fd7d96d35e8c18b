import { useParams } from 'react-router';
import { articleIdFromSlug } from '@contract/blog';
import { BlogArticlePage } from '../../features/blog/components/blog-article-page';
import { NotFoundPage } from './not-found-page';

/**
 * `/blog/{slug}`: the blog feature's article page, with the app's not-found page for an address
 * that ends with no article id (never looked up) or names an article the server does not have.
 */
export function BlogArticleRoute() {
  const { slug = '' } = useParams();
  const articleId = articleIdFromSlug(slug);
  if (!articleId) return <NotFoundPage />;
  return <BlogArticlePage key={articleId} articleId={articleId} slug={slug} notFound={<NotFoundPage />} />;
}
