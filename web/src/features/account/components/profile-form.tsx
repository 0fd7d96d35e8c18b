import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { accountMessages as m } from '@contract/account/messages';
import { editorThemes, languages, type Profile, type ProfileUpdate, profileUpdateSchema } from '@contract/account/profile';
import { timezones } from '@contract/timezones';
import { Flag } from '@web/components/ui/flag';
import { useApiClient } from '@web/lib/api-client';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { meQueryKey } from '@web/lib/me';
import { Button } from '@web/components/ui/button';
import { updateMe } from '../api/update-me';
import { type UsernameStatus, useUsernameAvailability } from '../hooks/use-username-availability';
import { profileSaveError } from '../lib/error-messages';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';
import { CountryOptions } from '@web/components/ui/country-options';

type Fields = Required<{ [K in keyof ProfileUpdate]: string }>;

const fieldsOf = (p: Profile): Fields => ({
  name: p.name,
  username: p.username ?? '',
  country: p.country?.code ?? '',
  timezone: p.timezone,
  githubLink: p.githubLink ?? '',
  linkedinLink: p.linkedinLink ?? '',
  language: p.language,
  codeEditorTheme: p.codeEditorTheme,
});

const usernameText: Record<UsernameStatus, string> = {
  unchecked: '',
  checking: 'Checking availability...',
  available: m.usernameAvailable,
  unavailable: m.usernameUnavailable,
};

/** The fields that differ from the saved profile: PATCH /me sends only those. */
function changedFields(fields: Fields, saved: Fields): Partial<Fields> {
  const changed: Partial<Fields> = {};
  for (const key of Object.keys(fields) as (keyof Fields)[]) if (fields[key] !== saved[key]) changed[key] = fields[key];
  // A username cannot be removed, only changed: clearing the box keeps the current one.
  if (changed.username === '') delete changed.username;
  return changed;
}

/**
 * The form's schema: the contract's PATCH /me schema (the server's own rules and messages),
 * applied to what changed, so a field the user did not touch never blocks a save.
 */
function profileFormSchema(saved: Fields) {
  return z.preprocess((fields) => changedFields(fields as Fields, saved), profileUpdateSchema) as unknown as z.ZodType<ProfileUpdate, Fields>;
}

/** The profile fields; Save sends what changed (PATCH /me) after the same checks the server makes. */
export function ProfileForm({ profile, ready }: { readonly profile: Profile; readonly ready: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const saved = useMemo(() => fieldsOf(profile), [profile]);
  const schema = useMemo(() => profileFormSchema(saved), [saved]);
  const { register, control, handleSubmit, formState } = useZodForm(schema, { defaultValues: saved });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' });
  const country = useWatch({ control, name: 'country' });
  const usernameStatus = useUsernameAvailability(username, profile.username);
  const id = useId();

  const save = useMutation({
    mutationFn: (update: ProfileUpdate) => updateMe(api, update),
    onSuccess: (answer) => {
      queryClient.setQueryData(meQueryKey(profile.userId), answer);
      setSuccess(m.profileUpdated);
    },
    onError: (e) => setError(profileSaveError(e)),
  });

  const clearOutcome = () => {
    setError(null);
    setSuccess(null);
  };

  const submit = handleSubmit(
    (update) => {
      clearOutcome();
      if (!ready) return setError(s.waitForAuth);
      // The server holds who owns which name: a changed one must have been confirmed available.
      if (update.username !== undefined && usernameStatus !== 'available') return setError(m.chooseAvailableUsername);
      if (Object.keys(update).length === 0) return setSuccess(m.profileUpdated);
      save.mutate(update);
    },
    (errors) => {
      setSuccess(null);
      setError(ready ? firstErrorMessage(errors) : s.waitForAuth);
    },
  );

  const field = (name: string) => `${id}-${name}`;
  const bind = (name: keyof Fields) => ({
    'aria-invalid': Boolean(formState.errors[name]) || undefined,
    ...register(name, { onChange: clearOutcome }),
  });
  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-grid">
        <label htmlFor={field('name')}>Full Name</label>
        <input id={field('name')} maxLength={80} autoComplete="name" required {...bind('name')} />

        <label htmlFor={field('email')}>Email</label>
        <input id={field('email')} value={profile.email} readOnly aria-describedby={field('email-hint')} />
        <p id={field('email-hint')} className="field-hint">
          Your sign-in e-mail cannot be changed here.
        </p>

        <label htmlFor={field('username')}>Username</label>
        <input
          id={field('username')}
          autoComplete="username"
          aria-describedby={field('username-status')}
          {...bind('username')}
          aria-invalid={usernameStatus === 'unavailable' || Boolean(formState.errors.username) || undefined}
        />
        <p id={field('username-status')} className={`field-hint field-hint--${usernameStatus}`} aria-live="polite">
          {usernameText[usernameStatus]}
        </p>

        <label htmlFor={field('country')}>Country</label>
        <div className="country-picker">
          {country ? <Flag code={country} /> : null}
          <select id={field('country')} {...bind('country')}>
            {saved.country === '' ? <option value="">Select your country</option> : null}
            <CountryOptions />
          </select>
        </div>

        <label htmlFor={field('timezone')}>Timezone</label>
        <select id={field('timezone')} {...bind('timezone')}>
          {timezones.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>

        <label htmlFor={field('github')}>GitHub</label>
        <input id={field('github')} type="url" placeholder="https://github.com/username" {...bind('githubLink')} />

        <label htmlFor={field('linkedin')}>LinkedIn</label>
        <input id={field('linkedin')} type="url" placeholder="https://www.linkedin.com/in/username" {...bind('linkedinLink')} />

        <label htmlFor={field('language')}>Language</label>
        <select id={field('language')} aria-describedby={field('language-hint')} {...bind('language')}>
          {languages.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <p id={field('language-hint')} className="field-hint">
          More languages coming soon.
        </p>

        <label htmlFor={field('editor')}>Code Editor Theme</label>
        <select id={field('editor')} {...bind('codeEditorTheme')}>
          {editorThemes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      <FormMessage error={error} success={success} />
      <Button type="submit" variant="primary" disabled={!ready} busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
