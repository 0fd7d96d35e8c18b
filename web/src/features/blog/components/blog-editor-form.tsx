import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type BlogArticle, blogCategories, blogStatuses, readTimeMinutes, wordCount } from '@contract/blog';
import { MarkdownBody } from '@web/components/discussion/markdown-body';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { useZodForm } from '@web/lib/forms/zod-form';
import { categoryLabels, statusLabels } from '../lib/blog-texts';
import { articleInput, editorSchema, editorValues, type EditorOutput } from '../lib/editor-form';
import { editorTexts as t } from '../lib/editor-texts';
import { ConfirmDeleteArticle } from './confirm-delete-article';
import { CoverImageField } from './cover-image-field';
import { TagInput } from './tag-input';

export interface BlogEditorFormProps {
  /** The article being edited; none for a new one. */
  readonly article?: BlogArticle;
  /** Saves; a rejection keeps the form open with its message. */
  readonly onSave: (input: ReturnType<typeof articleInput>) => Promise<void>;
  /** Deletes the article (edit mode); a rejection keeps the form open with its message. */
  readonly onDelete: () => Promise<void>;
  readonly onCancel: () => void;
  /** The failure of the last save or deletion, in the server's words or the spec's. */
  readonly error: string | null;
  /** A save or deletion is under way: nothing else may start. */
  readonly onBusyChange: (busy: boolean) => void;
}

/**
 * docs/requirements/blog.md §3: Blog Title, Category, Status, Tags, Excerpt, Content (Markdown, with
 * its live word count and minutes to read, and a Preview), SEO Title and Description (defaulting to
 * the title and the excerpt), Cover Image; Delete (edit mode), Cancel, and Publish or Update. Checked
 * with the contract's schema, each message under its field.
 */
export function BlogEditorForm({ article, onSave, onDelete, onCancel, error, onBusyChange }: BlogEditorFormProps) {
  const form = useZodForm(editorSchema, { defaultValues: editorValues(article) });
  const { errors, isSubmitting } = form.formState;
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [content, tags] = useWatch({ control: form.control, name: ['content', 'tags'] });
  const words = wordCount(content);
  const tagsError = errors.tags?.message ?? (Array.isArray(errors.tags) ? errors.tags.find((e) => e?.message)?.message : undefined);

  const submit = form.handleSubmit(async (values: EditorOutput) => {
    onBusyChange(true);
    try {
      await onSave(articleInput(values));
    } finally {
      onBusyChange(false);
    }
  });

  const remove = async () => {
    onBusyChange(true);
    try {
      await onDelete();
    } finally {
      setConfirming(false);
      onBusyChange(false);
    }
  };

  return (
    <>
      <form className="blog-editor" noValidate onSubmit={(event) => void submit(event)}>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <Field label={t.blogTitle} error={errors.title?.message} className="blog-editor__wide">
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" />}
        </Field>
        <Field label={t.category} error={errors.category?.message}>
          {(control) => (
            <select {...control} {...form.register('category')}>
              {blogCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.status} error={errors.status?.message}>
          {(control) => (
            <select {...control} {...form.register('status')}>
              {blogStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.tags} hint={t.tagsHint} error={tagsError} className="blog-editor__wide">
          {(control) => <TagInput control={control} tags={tags} onChange={(next) => form.setValue('tags', next, { shouldDirty: true })} />}
        </Field>
        <Field label={t.excerpt} error={errors.excerpt?.message} className="blog-editor__wide">
          {(control) => <textarea {...control} {...form.register('excerpt')} rows={2} />}
        </Field>
        <Field label={t.content} hint={t.contentHint} error={errors.content?.message} className="blog-editor__wide">
          {(control) => (
            <>
              <textarea {...control} {...form.register('content')} rows={12} className="blog-editor__content" />
              <div className="blog-editor__under-content">
                <p className="blog-editor__count">{t.count(words, readTimeMinutes(content))}</p>
                <Button aria-pressed={previewing} onClick={() => setPreviewing((shown) => !shown)}>
                  {t.preview}
                </Button>
              </div>
            </>
          )}
        </Field>
        {previewing ? (
          <section className="blog-editor__preview blog-editor__wide" aria-label={t.previewLabel}>
            {content.trim() ? <MarkdownBody className="blog-content" text={content} /> : <p className="field__hint">{t.nothingToPreview}</p>}
          </section>
        ) : null}
        <Field label={t.seoTitle} error={errors.seoTitle?.message}>
          {(control) => <input {...control} {...form.register('seoTitle')} autoComplete="off" placeholder={t.seoTitlePlaceholder} />}
        </Field>
        <Field label={t.seoDescription} error={errors.seoDescription?.message}>
          {(control) => <textarea {...control} {...form.register('seoDescription')} rows={2} placeholder={t.seoDescriptionPlaceholder} />}
        </Field>
        <CoverImageField
          control={form.control}
          error={errors.coverImage?.message}
          stored={article ? { source: article.coverImageSource, url: article.coverImage } : undefined}
        />
        <div className="dialog__actions blog-editor__wide">
          {article ? (
            <Button variant="danger" className="blog-editor__delete" disabled={isSubmitting} onClick={() => setConfirming(true)}>
              {t.delete}
            </Button>
          ) : null}
          <Button disabled={isSubmitting} onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {isSubmitting ? t.saving : article ? t.update : t.publish}
          </Button>
        </div>
      </form>
      {confirming ? <ConfirmDeleteArticle onConfirm={remove} onCancel={() => setConfirming(false)} /> : null}
    </>
  );
}
