import { type FormEvent, useState } from 'react';
import { accountMessages as m } from '../../../../contract/account/messages';
import { newsletterSubscribeSchema } from '../../../../contract/account/newsletter';
import { ApiError, useApiClient } from '../../lib/api-client';
import { subscribeNewsletter } from './api/subscribe-newsletter';

/** Spec 1 §8 when the server gives no reason of its own. */
export const newsletterFailed = 'Failed to subscribe to newsletter. Please try again later.';

/** Spec 1 §2.2 footer newsletter: one e-mail field; the spec's messages (§5, §8). */
export function NewsletterForm() {
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) return setResult({ ok: false, message: parsed.error.issues[0]?.message ?? m.validEmail });
    setBusy(true);
    setResult(null);
    try {
      const answer = await subscribeNewsletter(api, parsed.data.email);
      setResult({ ok: true, message: answer.message || m.subscribed });
      setEmail('');
    } catch (error) {
      // 4xx carry the spec's words (already subscribed, invalid format); anything else is the generic failure.
      const own = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
      setResult({ ok: false, message: own ?? newsletterFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="newsletter-title">
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
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setResult(null);
          }}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {result ? (
        <p className={`form-message form-message--${result.ok ? 'success' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
