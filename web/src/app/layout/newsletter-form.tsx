import { useState } from 'react';
import { accountMessages as m } from '@contract/account/messages';
import { newsletterSubscribeSchema } from '@contract/account/newsletter';
import { Button } from '../../components/ui/button';
import { ApiError, useApiClient } from '../../lib/api-client';
import { firstErrorMessage, useZodForm } from '../../lib/forms/zod-form';
import { subscribeNewsletter } from './api/subscribe-newsletter';

/** docs/requirements/shell.md §4 when the server gives no reason of its own. */
export const newsletterFailed = 'Failed to subscribe to newsletter. Please try again later.';

/** docs/requirements/shell.md §4 footer newsletter: one e-mail field; its messages. */
export function NewsletterForm() {
  const api = useApiClient();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The contract's POST /newsletter schema: the browser refuses what the server would, in its words.
  const { register, handleSubmit, reset, formState } = useZodForm(newsletterSubscribeSchema, { defaultValues: { email: '' } });

  const submit = handleSubmit(
    async ({ email }) => {
      setResult(null);
      try {
        const answer = await subscribeNewsletter(api, email);
        setResult({ ok: true, message: answer.message || m.subscribed });
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
    <form className="newsletter" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p>New problems, weekly challenges and platform news.</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
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
