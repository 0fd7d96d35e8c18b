import { z } from 'zod';
import { type BlogArticle, type BlogArticleInput, blogArticleInputSchema, blogMessages } from '@contract/blog';

const input = blogArticleInputSchema.shape;

/**
 * The editor's form (docs/requirements/blog.md §3): the contract's input, checked as the server checks
 * it, with the excerpt required here (an article saved elsewhere without one gets the fallback) and
 * the optional texts as boxes that may stay empty.
 */
export const editorSchema = blogArticleInputSchema.extend({
  excerpt: input.excerpt.refine((text) => text.length > 0, blogMessages.excerptRequired),
  seoTitle: input.seoTitle.unwrap(),
  seoDescription: input.seoDescription.unwrap(),
  // An empty box is no cover.
  coverImage: z
    .string()
    .trim()
    .transform((url) => url || null)
    .pipe(input.coverImage.unwrap()),
});
export type EditorValues = z.input<typeof editorSchema>;
export type EditorOutput = z.output<typeof editorSchema>;

/** Whether `url` is a cover the schema takes, for its preview. */
export const isCoverUrl = (url: string) => url.trim() !== '' && editorSchema.shape.coverImage.safeParse(url).success;

/**
 * What the form starts from: a new article, or the one being edited. An SEO title or description the
 * server filled in from the title or excerpt shows empty, so it keeps following them.
 */
export function editorValues(article?: BlogArticle): EditorValues {
  if (!article) {
    return { title: '', category: 'general', status: 'published', tags: [], excerpt: '', content: '', seoTitle: '', seoDescription: '', coverImage: '' };
  }
  return {
    title: article.title,
    category: article.category,
    status: article.status,
    tags: [...article.tags],
    excerpt: article.excerpt,
    content: article.content,
    seoTitle: article.seoTitle === article.title ? '' : article.seoTitle,
    seoDescription: article.seoDescription === article.excerpt ? '' : article.seoDescription,
    // What keeps the cover on save: its address, or the key of the picture uploaded for it.
    coverImage: article.coverImageSource ?? '',
  };
}

/** The request body: the typed fields, the empty SEO texts left for the server's defaults. */
export function articleInput(values: EditorOutput): BlogArticleInput {
  return {
    title: values.title,
    category: values.category,
    status: values.status,
    tags: values.tags,
    excerpt: values.excerpt,
    content: values.content,
    ...(values.seoTitle ? { seoTitle: values.seoTitle } : {}),
    ...(values.seoDescription ? { seoDescription: values.seoDescription } : {}),
    coverImage: values.coverImage ?? null,
  };
}
