import { useId, useState } from 'react';
import { accountMessages as m } from '@contract/account/messages';
import { newsletterSubscribeSchema } from '@contract/account/newsletter';
import { Button } from '@web/components/ui/button';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { subscribeNewsletter } from './subscribe-newsletter';

/** docs/requirements/shell.md §4 when the server gives no reason of its own. */
export const newsletterFailed = 'Failed to subscribe to newsletter. Please try again later.';

export interface NewsletterFormProps {
  /** The form's heading and accessible name ('Newsletter' in the footer, 'Stay Updated' on /blog). */
  readonly title?: string;
  readonly intro?: string;
  /** A page that reports success its own way (the blog's toast) gets the server's message here instead of the line under the form. */
  readonly onSubscribed?: (message: string) => void;
  readonly className?: string;
}

/**
 * docs/requirements/shell.md §4 newsletter: one e-mail field and Subscribe, with its messages. The
 * footer's, and /blog's Stay Updated (docs/requirements/blog.md §1), which can show on the same page:
 * its ids are its own.
 */
export function NewsletterForm({
  title = 'Newsletter',
  intro = 'New problems, weekly challenges and platform news.',
  onSubscribed,
  className,
}: NewsletterFormProps) {
  const api = useApiClient();
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The contract's POST /newsletter schema: the browser refuses what the server would, in its words.
  const { register, handleSubmit, reset, formState } = useZodForm(newsletterSubscribeSchema, { defaultValues: { email: '' } });

  const submit = handleSubmit(
    async ({ email }) => {
      setResult(null);
      try {
        const answer = await subscribeNewsletter(api, email);
        const message = answer.message || m.subscribed;
        if (onSubscribed) onSubscribed(message);
        else setResult({ ok: true, message });
        reset();
      } catch (error) {
        // 4xx carry the spec's words (already subscribed, invalid format); anything else is the generic failure.
        const own = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
        setResult({ ok: false, message: own ?? newsletterFailed });
      }
    },
    (errors) => setResult({ ok: false, message: firstErrorMessage(errors) ?? m.validEmail }),
  );

  return (
    <form className={className ? `newsletter ${className}` : 'newsletter'} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={Boolean(formState.errors.email) || undefined}
          {...register('email', { onChange: () => setResult(null) })}
        />
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          {formState.isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {result ? (
        <p className={`form-message form-message--${result.ok ? 'success' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
