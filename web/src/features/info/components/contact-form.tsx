import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CONTACT_SUCCESS_MS,
  contactCategories,
  contactCategoryLabels,
  contactLimits,
  contactMessageSchema,
  contactMessages,
  type ContactCategory,
  type ContactMessageInput,
} from '@contract/contact';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { useMe } from '@web/lib/me';
import { Button } from '@web/components/ui/button';
import { submitContactMessage } from '../api/submit-contact-message';
import { contactTexts as t } from '../content/contact';
import { clearContactDraft, readContactDraft, saveContactDraft } from '../lib/contact-draft';

/** The order of docs/requirements/shell.md §7: the first invalid field's message is the one shown. */
const fieldOrder = ['name', 'email', 'subject', 'category', 'message'] as const;

type Notice = { readonly kind: 'success' | 'error' | 'info'; readonly text: string };

/** `/contact?subject=Partnership&category=feature` starts the form there (the company pages link so). */
function startingValues(search: URLSearchParams): ContactMessageInput {
  const category = contactCategories.find((c) => c === search.get('category')) ?? 'general';
  return { name: '', email: '', subject: (search.get('subject') ?? '').slice(0, contactLimits.subject), category, message: '' };
}

/**
 * The contact form (docs/requirements/shell.md §7): validated by the route's own schema, one message at a
 * time; a signed-out visitor who sends is taken to sign in and brought back with the message kept;
 * a signed-in one's message is stored (docs/decisions/D12) and 'Message sent successfully!' shows for 3 s.
 */
export function ContactForm() {
  const api = useApiClient();
  const { state, user } = useAuth();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [draft] = useState(readContactDraft);
  const [notice, setNotice] = useState<Notice | null>(draft ? { kind: 'info', text: t.draftRestored } : null);
  const { register, handleSubmit, reset, setValue, getValues, formState } = useZodForm(contactMessageSchema, {
    defaultValues: draft ?? startingValues(search),
  });
  const id = useId();

  // Shown once: a reload or a later visit starts empty.
  useEffect(() => {
    if (draft) clearContactDraft();
  }, [draft]);

  // A signed-in user's name and address, where the fields are still empty (never over what was typed).
  const profileName = me.data?.name;
  const accountEmail = user?.email;
  useEffect(() => {
    if (profileName && !getValues('name')) setValue('name', profileName);
    if (accountEmail && !getValues('email')) setValue('email', accountEmail);
  }, [profileName, accountEmail, getValues, setValue]);

  // docs/requirements/shell.md §7: the success message stays 3 s.
  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(null), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const submit = handleSubmit(async (message) => {
    setNotice(null);
    if (state.status !== 'signedIn') {
      saveContactDraft(message);
      const from = `${location.pathname}${location.search}${location.hash}`;
      await navigate('/login', { state: { from, message: t.signInToSend } });
      return;
    }
    try {
      await submitContactMessage(api, message);
      reset({ ...startingValues(new URLSearchParams()), name: message.name, email: message.email });
      setNotice({ kind: 'success', text: contactMessages.sent });
    } catch (error) {
      // 4xx carry their own words (the daily limit, a rule); anything else is our failure.
      const own = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
      setNotice({ kind: 'error', text: own ?? t.failed });
    }
  });

  const invalid = fieldOrder.find((field) => formState.errors[field]);
  const alertId = `${id}-alert`;
  const fieldProps = (field: (typeof fieldOrder)[number]) => ({
    id: `${id}-${field}`,
    'aria-invalid': invalid === field || undefined,
    'aria-describedby': invalid === field ? alertId : undefined,
    ...register(field, { onChange: () => setNotice(null) }),
  });

  return (
    <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contact-form-title">
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input type="text" autoComplete="name" maxLength={contactLimits.name} {...fieldProps('name')} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input type="email" autoComplete="email" maxLength={contactLimits.email} {...fieldProps('email')} />
        </div>
      </div>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input type="text" maxLength={contactLimits.subject} {...fieldProps('subject')} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select {...fieldProps('category')}>
            {contactCategories.map((category: ContactCategory) => (
              <option key={category} value={category}>
                {contactCategoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea rows={7} maxLength={contactLimits.message} {...fieldProps('message')} />
      </div>
      {invalid ? (
        <p id={alertId} className="form-message form-message--error" role="alert">
          {formState.errors[invalid]?.message}
        </p>
      ) : notice ? (
        <p className={`form-message form-message--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {/* Disabled, not busy, while the sign-in state loads: Send decides from it where the message goes. */}
      <Button type="submit" variant="primary" busy={formState.isSubmitting} disabled={state.status === 'loading'}>
        {formState.isSubmitting ? t.sending : t.send}
      </Button>
    </form>
  );
}
