import { useState } from 'react';
import { z } from 'zod';
import {
  codeSnippetSchema,
  communityCategories,
  type CommunityPostInput,
  communityPostInputSchema,
  type DiscussionItem,
  snippetLanguageLabels,
  snippetLanguages,
} from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { useZodForm } from '@web/lib/forms/zod-form';
import { categoryLabel, communityTexts } from '../lib/community-texts';
import { failureMessage } from '../lib/failure-message';

/** The form's fields: the post's, with the snippet as a switch and its two parts. */
const postFormSchema = z
  .object({
    category: communityPostInputSchema.shape.category,
    title: communityPostInputSchema.shape.title,
    content: communityPostInputSchema.shape.content,
    hasSnippet: z.boolean(),
    language: z.enum(snippetLanguages),
    code: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.hasSnippet) return;
    const snippet = codeSnippetSchema.safeParse({ language: values.language, code: values.code });
    if (!snippet.success) ctx.addIssue({ code: 'custom', path: ['code'], message: snippet.error.issues[0]?.message ?? 'Check the code snippet.' });
  });
type PostFormValues = z.input<typeof postFormSchema>;

/** What the form starts from: an existing post (edit) or what was typed before a failed save. */
export type PostFormStart = Pick<DiscussionItem, 'category' | 'title' | 'content' | 'codeSnippet'>;

const valuesOf = (start: PostFormStart | undefined): PostFormValues => ({
  category: communityCategories.find((c) => c === start?.category) ?? 'discussion',
  title: start?.title ?? '',
  content: start?.content ?? '',
  hasSnippet: Boolean(start?.codeSnippet),
  language: start?.codeSnippet?.language ?? 'javascript',
  code: start?.codeSnippet?.code ?? '',
});

export interface PostFormDialogProps {
  readonly mode: 'create' | 'edit';
  readonly start?: PostFormStart;
  /** A message to show at once: the server's answer to a create that failed after the dialog closed. */
  readonly initialError?: string;
  /** Saves; a rejection keeps the dialog open with its message (the server's own for a 4xx). */
  readonly onSubmit: (input: CommunityPostInput) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * Create or edit a post (docs/requirements/community.md §2): type, title, content (Markdown), an
 * optional code snippet with its language. Title and content are required after trimming; the
 * contract's schema checks the same as the server, in the same words.
 */
export function PostFormDialog({ mode, start, initialError, onSubmit, onClose }: PostFormDialogProps) {
  const form = useZodForm(postFormSchema, { defaultValues: valuesOf(start) });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(initialError ?? null);
  const hasSnippet = form.watch('hasSnippet');

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input: CommunityPostInput = {
      category: values.category,
      title: values.title,
      content: values.content,
      codeSnippet: values.hasSnippet ? { language: values.language, code: values.code } : null,
    };
    try {
      await onSubmit(input);
    } catch (error) {
      setServerError(failureMessage(error, communityTexts.saveFailed));
    }
  });

  return (
    <Dialog
      title={mode === 'create' ? communityTexts.createPost : communityTexts.editPost}
      onClose={isSubmitting ? undefined : onClose}
      className="post-form-dialog"
    >
      <form className="post-form" noValidate onSubmit={(event) => void submit(event)}>
        {serverError ? (
          <p className="alert alert--error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Field label="Post type" error={errors.category?.message}>
          {(control) => (
            <select {...control} {...form.register('category')}>
              {communityCategories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" />}
        </Field>
        <Field label="Content" hint="Markdown is supported." error={errors.content?.message}>
          {(control) => <textarea {...control} {...form.register('content')} rows={6} />}
        </Field>
        <label className="post-form__switch">
          <input type="checkbox" {...form.register('hasSnippet')} /> Add a code snippet
        </label>
        {hasSnippet ? (
          <div className="post-form__snippet">
            <Field label="Language" error={errors.language?.message}>
              {(control) => (
                <select {...control} {...form.register('language')}>
                  {snippetLanguages.map((language) => (
                    <option key={language} value={language}>
                      {snippetLanguageLabels[language]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Code" error={errors.code?.message}>
              {(control) => <textarea {...control} {...form.register('code')} rows={8} spellCheck={false} className="post-form__code" />}
            </Field>
          </div>
        ) : null}
        <div className="dialog__actions">
          <Button disabled={isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {mode === 'create' ? 'Post' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
