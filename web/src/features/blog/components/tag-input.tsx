import { type KeyboardEvent, useState } from 'react';
import { BLOG_TAG_MAX, BLOG_TAGS_MAX, blogMessages, withTag } from '@contract/blog';
import type { FieldControlProps } from '@web/components/ui/field';
import { editorTexts } from '../lib/editor-texts';

export interface TagInputProps {
  readonly control: FieldControlProps;
  readonly tags: readonly string[];
  readonly onChange: (tags: string[]) => void;
}

/**
 * docs/requirements/blog.md §3 Tags: Enter adds what is typed (withTag: not blank, not already there
 * in any case, at most 10), each tag has its own remove button, and what changed is announced.
 */
export function TagInput({ control, tags, onChange }: TagInputProps) {
  const [text, setText] = useState('');
  const [said, setSaid] = useState('');
  const full = tags.length >= BLOG_TAGS_MAX;

  const add = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter in a form's text box would submit the whole article.
    event.preventDefault();
    const next = withTag(tags, text);
    if (next === tags) return;
    onChange([...next]);
    setSaid(`Added tag ${next.at(-1)}.`);
    setText('');
  };

  const remove = (tag: string) => {
    onChange(tags.filter((t) => t !== tag));
    setSaid(`Removed tag ${tag}.`);
  };

  return (
    <div className="tag-input">
      {tags.length > 0 ? (
        <ul className="tag-input__tags" aria-label="Added tags">
          {tags.map((tag) => (
            <li key={tag} className="blog-tag">
              #{tag}
              <button type="button" className="tag-input__remove" aria-label={editorTexts.removeTag(tag)} onClick={() => remove(tag)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...control}
        type="text"
        autoComplete="off"
        enterKeyHint="enter"
        maxLength={BLOG_TAG_MAX}
        placeholder={full ? blogMessages.tooManyTags : editorTexts.tagPlaceholder}
        disabled={full}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={add}
      />
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
