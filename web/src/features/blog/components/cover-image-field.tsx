import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { BLOG_COVER_KEY, blogCoverUploadRequestSchema } from '@contract/blog';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { useApiClient } from '@web/lib/api-client';
import { createBlogCoverUpload } from '../api/blog-articles';
import { coverUploadFailed, putCover } from '../api/put-cover';
import { type EditorOutput, type EditorValues, isCoverUrl } from '../lib/editor-form';
import { editorTexts as t } from '../lib/editor-texts';
import { failureMessage } from '../lib/failure-message';

export interface CoverImageFieldProps {
  /** The editor's form, whose `coverImage` is an https address, an uploaded picture's key, or ''. */
  readonly control: Control<EditorValues, unknown, EditorOutput>;
  readonly error?: string;
  /** The stored article's cover: its source (what the form starts with) and the address it shows at. */
  readonly stored?: { readonly source: string | null; readonly url: string | null };
}

/**
 * docs/requirements/blog.md §3 Cover Image: an https address, or a JPG or PNG under 2 MB uploaded
 * straight to storage (a presigned PUT; the save that names its key checks it), with a small preview.
 */
export function CoverImageField({ control, error, stored }: CoverImageFieldProps) {
  const api = useApiClient();
  // Controlled: an uploaded picture's key is the value but never the text in the box.
  const { field } = useController({ control, name: 'coverImage' });
  const { value, onChange } = field;
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The picture just uploaded, shown from the file itself until the article is saved.
  const [local, setLocal] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const uploaded = BLOG_COVER_KEY.test(value);
  const preview = uploaded ? (local?.key === value ? local.url : value === stored?.source ? stored.url : null) : isCoverUrl(value) ? value.trim() : null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    const checked = blogCoverUploadRequestSchema.safeParse({ contentType: file.type, size: file.size });
    if (!checked.success) {
      setUploadError(checked.error.issues[0]?.message ?? coverUploadFailed);
      return;
    }
    setUploading(true);
    try {
      const ticket = await createBlogCoverUpload(api, file);
      await putCover(ticket, file);
      setLocal({ key: ticket.key, url: URL.createObjectURL(file) });
      onChange(ticket.key);
    } catch (failure) {
      setUploadError(failureMessage(failure, coverUploadFailed));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="blog-editor__wide cover-field">
      <Field label={t.coverImage} hint={t.coverImageHint} error={error}>
        {(controlProps) => (
          <input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            type="url"
            inputMode="url"
            autoComplete="off"
            // An uploaded picture has no address to show: typing one replaces it.
            placeholder={uploaded ? t.coverUploaded : 'https://'}
            value={uploaded ? '' : value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div className="cover-field__actions">
        <input
          id={fileId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png"
          disabled={uploading}
          onChange={(event) => void upload(event)}
        />
        {/* After the input, so its keyboard focus can be drawn on the label (the visible button). */}
        <label htmlFor={fileId} className={`button${uploading ? ' button--disabled' : ''}`} aria-busy={uploading || undefined}>
          {uploading ? t.uploading : t.uploadCover}
        </label>
        {value ? <Button onClick={() => onChange('')}>{t.removeCover}</Button> : null}
      </div>
      {uploadError ? (
        <p className="field__error" role="alert">
          {uploadError}
        </p>
      ) : null}
      {preview ? <img className="blog-editor__cover" src={preview} alt={t.coverPreview} /> : null}
    </div>
  );
}
