import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { accountMessages as m } from '@contract/account/messages';
import type { Profile } from '@contract/account/profile';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { Avatar } from '@web/components/ui/avatar';
import { createAvatarUpload } from '../api/create-avatar-upload';
import { meQueryKey } from '@web/lib/me';
import { setAvatar } from '../api/set-avatar';
import { avatarFileError } from '../lib/avatar-file';
import { avatarSaveError } from '../lib/error-messages';
import { UploadFailure, uploadWithRetry } from '../lib/avatar-upload';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';

/** docs/requirements/accounts.md §12: the bar is cleared 2 s after the upload completes. */
export const PROGRESS_CLEAR_DELAY_MS = 2_000;

/**
 * docs/requirements/accounts.md §8 avatar: checked here (type, size), then a presigned PUT straight to S3 with a
 * progress bar and the retry rule, then PUT /me/avatar makes it the avatar.
 */
export function AvatarUpload({ profile, ready }: { readonly profile: Profile; readonly ready: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (progress !== 100 || busy) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress, busy]);

  const upload = async (file: File) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    setProgress(0);
    try {
      const ticket = await createAvatarUpload(api, { contentType: file.type, size: file.size }).catch((e: unknown) => {
        throw e instanceof ApiError && e.status === 0 ? new Error(s.uploadNetworkError) : e;
      });
      await uploadWithRetry({ url: ticket.uploadUrl, headers: ticket.headers }, file, {
        signal: controller.signal,
        onProgress: setProgress,
        onRetry: (attempt, of) => setNotice(s.uploadRetrying(attempt, of)),
      });
      setNotice(null);
      const saved = await setAvatar(api, ticket.key).catch((e: unknown) => {
        throw new Error(avatarSaveError(e));
      });
      queryClient.setQueryData<Profile>(meQueryKey(profile.userId), (p) => (p ? { ...p, avatar: saved.avatar } : p));
      setSuccess(m.avatarUpdated);
    } catch (e) {
      if (controller.signal.aborted) return;
      setNotice(null);
      setProgress(null);
      setError(e instanceof UploadFailure || e instanceof Error ? e.message : s.uploadRetryLimit);
    } finally {
      setBusy(false);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    setError(null);
    setSuccess(null);
    if (!ready) return setError(s.waitForAuth);
    const invalid = avatarFileError(file);
    if (invalid || !file) return setError(invalid ?? m.invalidFile);
    void upload(file);
  };

  return (
    <div className="avatar-upload">
      <Avatar name={profile.name} src={profile.avatar} size="large" />
      <div className="avatar-upload__controls">
        <input
          id={inputId}
          className="visually-hidden avatar-upload__input"
          type="file"
          accept="image/jpeg,image/png"
          disabled={!ready || busy}
          onChange={onChange}
        />
        {/* After the input, so its keyboard focus can be drawn on the label (the visible button). */}
        <label htmlFor={inputId} className={`button${!ready || busy ? ' button--disabled' : ''}`}>
          {busy ? 'Uploading...' : 'Upload Avatar'}
        </label>
        <p className="field-hint">JPG or PNG, less than 2MB.</p>
        {progress !== null ? (
          <div className="progress" role="progressbar" aria-label="Avatar upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <div className="progress__bar" style={{ width: `${progress}%` }} />
            <span className="progress__label">{progress}%</span>
          </div>
        ) : null}
        {notice ? (
          <p className="field-hint" role="status">
            {notice}
          </p>
        ) : null}
        <FormMessage error={error} success={success} />
      </div>
    </div>
  );
}
