import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { accountMessages as m } from '../../../../../contract/account/messages';
import { editorThemes, languages, type Profile, type ProfileUpdate, profileUpdateSchema } from '../../../../../contract/account/profile';
import { countries, flagEmoji } from '../../../../../contract/countries';
import { timezones } from '../../../../../contract/timezones';
import { useApiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../profile/api/get-me';
import { updateMe } from '../../profile/api/update-me';
import { type UsernameStatus, useUsernameAvailability } from '../hooks/use-username-availability';
import { profileSaveError } from '../lib/error-messages';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';

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

/** The profile fields; Save sends what changed (PATCH /me) after the same checks the server makes. */
export function ProfileForm({ profile, ready }: { readonly profile: Profile; readonly ready: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const initial = fieldsOf(profile);
  const [fields, setFields] = useState<Fields>(initial);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const usernameStatus = useUsernameAvailability(fields.username, profile.username);
  const id = useId();

  const save = useMutation({
    mutationFn: (update: ProfileUpdate) => updateMe(api, update),
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(meQueryKey(profile.userId), saved);
      else await queryClient.invalidateQueries({ queryKey: meQueryKey(profile.userId) });
      setSuccess(m.profileUpdated);
    },
    onError: (e) => setError(profileSaveError(e)),
  });

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setError(null);
    setSuccess(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!ready) return setError(s.waitForAuth);
    const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== initial[k as keyof Fields]));
    if ('username' in changed && changed.username !== '' && usernameStatus !== 'available') return setError(m.chooseAvailableUsername);
    if (changed.username === '') delete changed.username;
    const parsed = profileUpdateSchema.safeParse(changed);
    // Spec 1 §5: only the first failing rule is shown.
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? s.profileUpdateFailed);
    if (Object.keys(parsed.data).length === 0) return setSuccess(m.profileUpdated);
    save.mutate(parsed.data);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <div className="form-grid">
        <label htmlFor={field('name')}>Full Name</label>
        <input id={field('name')} value={fields.name} onChange={set('name')} maxLength={80} autoComplete="name" required />

        <label htmlFor={field('email')}>Email</label>
        <input id={field('email')} value={profile.email} readOnly aria-describedby={field('email-hint')} />
        <p id={field('email-hint')} className="field-hint">
          Your sign-in e-mail cannot be changed here.
        </p>

        <label htmlFor={field('username')}>Username</label>
        <input
          id={field('username')}
          value={fields.username}
          onChange={set('username')}
          autoComplete="username"
          aria-describedby={field('username-status')}
          aria-invalid={usernameStatus === 'unavailable'}
        />
        <p id={field('username-status')} className={`field-hint field-hint--${usernameStatus}`} aria-live="polite">
          {usernameText[usernameStatus]}
        </p>

        <label htmlFor={field('country')}>Country</label>
        <select id={field('country')} value={fields.country} onChange={set('country')}>
          {fields.country === '' ? <option value="">Select your country</option> : null}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {flagEmoji(c.code)} {c.name}
            </option>
          ))}
        </select>

        <label htmlFor={field('timezone')}>Timezone</label>
        <select id={field('timezone')} value={fields.timezone} onChange={set('timezone')}>
          {timezones.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>

        <label htmlFor={field('github')}>GitHub</label>
        <input id={field('github')} type="url" value={fields.githubLink} onChange={set('githubLink')} placeholder="https://github.com/username" />

        <label htmlFor={field('linkedin')}>LinkedIn</label>
        <input id={field('linkedin')} type="url" value={fields.linkedinLink} onChange={set('linkedinLink')} placeholder="https://www.linkedin.com/in/username" />

        <label htmlFor={field('language')}>Language</label>
        <select id={field('language')} value={fields.language} onChange={set('language')} aria-describedby={field('language-hint')}>
          {languages.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <p id={field('language-hint')} className="field-hint">
          More languages coming soon.
        </p>

        <label htmlFor={field('editor')}>Code Editor Theme</label>
        <select id={field('editor')} value={fields.codeEditorTheme} onChange={set('codeEditorTheme')}>
          {editorThemes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      <FormMessage error={error} success={success} />
      <button type="submit" className="button button--primary" disabled={!ready || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
