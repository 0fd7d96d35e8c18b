import { type FormEvent, useState } from 'react';
import { type DiscussionItem, QUESTION_MODAL_MIN, qnaCategories, type QuestionInput } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { errorMessage } from '../lib/error-message';
import { categoryLabel, qnaTexts as t } from '../lib/qna-texts';

type Category = (typeof qnaCategories)[number];
const isCategory = (value: string): value is Category => qnaCategories.some((c) => c === value);

export interface QuestionModalProps {
  /** The question being edited; absent when asking a new one. */
  readonly question?: DiscussionItem;
  /** What the form starts with when it reopens after a failed ask: the text typed and the reason. */
  readonly draft?: QuestionInput;
  readonly initialError?: string;
  /** Saves the question; a rejection keeps the modal open with the server's message or the spec's. */
  readonly onSubmit: (input: QuestionInput) => Promise<unknown>;
  readonly onClose: () => void;
}

/** The modal's own reading of the rules (docs/requirements/qna.md §2): the server's 5/10 come after. */
function modalCheck(title: string, content: string): string | null {
  if (title.trim().length < QUESTION_MODAL_MIN.title) return t.questionTitleModal;
  if (content.trim().length < QUESTION_MODAL_MIN.content) return t.questionContentModal;
  return null;
}

/**
 * Ask or edit a question (docs/requirements/qna.md §2): category buttons, title and details. Submit
 * stays disabled while the title or the details are empty; the modal's checks and the server's
 * refusals show inline as alerts. A Radix dialog of the UI kit: focus is trapped inside it.
 */
export function QuestionModal({ question, draft, initialError, onSubmit, onClose }: QuestionModalProps) {
  const editing = question !== undefined;
  const start = draft ?? question;
  const [category, setCategory] = useState<Category>(start && isCategory(start.category) ? start.category : qnaCategories[0]);
  const [title, setTitle] = useState(start?.title ?? '');
  const [content, setContent] = useState(start?.content ?? '');
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [busy, setBusy] = useState(false);
  const empty = title.trim() === '' || content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || busy) return;
    const refused = modalCheck(title, content);
    setError(refused);
    if (refused) return;
    setBusy(true);
    try {
      await onSubmit({ category, title: title.trim(), content: content.trim() });
    } catch (failure) {
      setError(errorMessage(failure, editing ? t.updateQuestionFailed : t.submitQuestionFailed));
    }
    setBusy(false);
  };

  return (
    <Dialog title={editing ? t.modal.editTitle : t.modal.askTitle} onClose={busy ? undefined : onClose} className="qna-modal">
      <form className="qna-modal__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="qna-modal__categories">
          <legend className="field__label">{t.modal.category}</legend>
          <div className="qna-tags">
            {qnaCategories.map((c) => (
              <button key={c} type="button" className="pill" aria-pressed={category === c} onClick={() => setCategory(c)} disabled={busy}>
                {categoryLabel(c)}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label={t.modal.questionTitle}>
          {(control) => (
            <input
              {...control}
              className="qna-input"
              value={title}
              placeholder={t.modal.titlePlaceholder}
              maxLength={150}
              disabled={busy}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label={t.modal.details}>
          {(control) => (
            <textarea
              {...control}
              className="qna-input qna-modal__details"
              rows={7}
              value={content}
              placeholder={t.modal.detailsPlaceholder}
              disabled={busy}
              onChange={(event) => setContent(event.target.value)}
            />
          )}
        </Field>
        {error ? (
          <p role="alert" className="form-message form-message--error">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button onClick={onClose} disabled={busy}>
            {t.modal.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={empty} busy={busy}>
            {busy ? (editing ? t.modal.saving : t.modal.submitting) : editing ? t.modal.save : t.modal.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
