import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { discussionMessages as m, feedbackCategories, type FeedbackInput, feedbackInputSchema, TITLE_MAX } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import '@web/components/ui/field.css';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/forms/zod-form';
import { createFeedback } from '../api/create-feedback';
import { feedbackKeys } from '../api/feedback-keys';
import { feedbackCategoryLabels, feedbackTexts as t } from '../lib/feedback-texts';
import { StarRating } from './star-rating';
import { TypePicker } from './type-picker';

/** docs/requirements/feedback.md §2: the rules in this order; the first failing one is the one shown. */
const ruleOrder = ['title', 'description', 'email', 'rating'] as const;
type RuleField = (typeof ruleOrder)[number];

const DESCRIPTION_MAX = 5_000;
const EMAIL_MAX = 254;

/** A fresh form: no stars yet (0 fails 'Please provide a star rating.'), general feedback. */
const emptyForm: FeedbackInput = { title: '', description: '', email: '', rating: 0, type: 'general', category: 'general' };

/**
 * The feedback form (docs/requirements/feedback.md §1–§2): the type picker, the stars, title,
 * description, an optional e-mail and the category, checked by the route's own schema. One message
 * at a time: the first failing rule, and that field takes focus. A submit that succeeds empties the
 * form, says so in a toast and reloads the recent list and the stats; one that fails says why (the
 * server's words for a 4xx, such as the hourly limit).
 */
export function FeedbackForm({ me }: { readonly me: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setFocus, formState } = useZodForm(feedbackInputSchema, {
    defaultValues: emptyForm,
    // Focus follows the rule shown, not the order the fields were registered in.
    shouldFocusError: false,
  });

  const submit = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await createFeedback(api, input);
      } catch (error) {
        // 4xx carry their own words (the hourly limit, a rule); anything else is our failure.
        const own = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
        setFailure(own ?? m.feedbackFailed);
        return;
      }
      reset(emptyForm);
      toast.success(t.submitted);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all(me) });
    },
    (errors) => {
      const first = ruleOrder.find((field) => errors[field]);
      if (first) setFocus(first);
    },
  );

  const invalid: RuleField | undefined = ruleOrder.find((field) => formState.errors[field]);
  const alertId = `${id}-alert`;
  const invalidProps = (field: RuleField) => ({
    'aria-invalid': invalid === field || undefined,
    'aria-describedby': invalid === field ? alertId : undefined,
  });
  const clearFailure = { onChange: () => setFailure(null) };
  const message = invalid ? formState.errors[invalid]?.message : failure;

  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="feedback-form-title">
      <div className="feedback-form__group">
        <span id={`${id}-type`} className="field__label">
          {t.typeLabel}
        </span>
        <Controller
          control={control}
          name="type"
          render={({ field }) => <TypePicker value={field.value} onChange={field.onChange} labelledBy={`${id}-type`} />}
        />
      </div>
      <div className="feedback-form__group">
        <span id={`${id}-rating`} className="field__label">
          {t.ratingLabel}
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setFailure(null);
              }}
              labelledBy={`${id}-rating`}
              invalid={invalid === 'rating'}
              describedBy={invalid === 'rating' ? alertId : undefined}
            />
          )}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          {t.fields.title}
        </label>
        <input
          id={`${id}-title`}
          type="text"
          maxLength={TITLE_MAX}
          placeholder={t.titlePlaceholder}
          {...invalidProps('title')}
          {...register('title', clearFailure)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {t.fields.description}
        </label>
        <textarea
          id={`${id}-description`}
          rows={5}
          maxLength={DESCRIPTION_MAX}
          placeholder={t.descriptionPlaceholder}
          {...invalidProps('description')}
          {...register('description', clearFailure)}
        />
      </div>
      <div className="feedback-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t.fields.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...invalidProps('email')}
            aria-describedby={[`${id}-email-hint`, invalid === 'email' ? alertId : ''].filter(Boolean).join(' ')}
            {...register('email', clearFailure)}
          />
          <p id={`${id}-email-hint`} className="field__hint">
            {t.emailHint}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            {t.fields.category}
          </label>
          <select id={`${id}-category`} {...register('category', clearFailure)}>
            {feedbackCategories.map((category) => (
              <option key={category} value={category}>
                {feedbackCategoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {message ? (
        <p id={alertId} className="form-message form-message--error" role="alert">
          {message}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={formState.isSubmitting} className="feedback-form__submit">
        {formState.isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
