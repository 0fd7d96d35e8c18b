import { accountMessages } from '@contract/account/messages';
import { ApiError } from '@web/lib/api-client';
import { settingsMessages as s } from './settings-messages';

/** docs/requirements/accounts.md §8, profile save: a 400 shows the server's own message (e.g. the bad link). */
export function profileSaveError(error: unknown): string {
  if (!(error instanceof ApiError)) return s.profileUpdateFailed;
  if (error.status === 400) return serverMessage(error) ?? accountMessages.invalidSocialLink;
  if (error.status === 401) return s.profileUnauthenticated;
  if (error.status === 403) return s.profilePermissionDenied;
  if (error.status >= 500) return s.serverError;
  return serverMessage(error) ?? s.profileUpdateFailed;
}

/**
 * PUT /me/avatar after the upload: the server's 400 says what is wrong with the file (a non-image
 * renamed .png: "Only JPG or PNG files are allowed.", docs/requirements/accounts.md §8); only a failure without such an
 * answer is the spec's "failed to get download URL".
 */
export function avatarSaveError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return serverMessage(error) ?? accountMessages.uploadCompletedNoUrl;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return s.uploadUnauthorized;
  return accountMessages.uploadCompletedNoUrl;
}

/** docs/requirements/accounts.md §11: delete account. */
export function deleteAccountError(error: unknown): string {
  if (!(error instanceof ApiError)) return s.deleteFailed;
  if (error.status === 401) return s.deleteUnauthenticated;
  if (error.status === 403) return s.deletePermissionDenied;
  if (error.status === 404) return accountMessages.userAccountNotFound;
  if (error.status >= 500) return s.serverError;
  return s.deleteFailed;
}

/** The body's message when the server sent one (the client's own fallback texts are not). */
function serverMessage(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}
